import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createAuth } from "../../src/auth/auth";
import { createDb, createPool } from "../../src/db/client";
import { runMigrations } from "../../src/db/migrate";
import { seed } from "../../src/demo/seed";
import { createLogger } from "../../src/lib/logger";

// Several app instances on one PostgreSQL start at the same moment: migrations and the
// first-start seed must each happen exactly once.

const logger = createLogger("silent");
const name = `inst_${randomBytes(5).toString("hex")}`;
const adminUrl = inject("pgAdminUrl");
const url = adminUrl.replace(/\/postgres$/, `/${name}`);
const pools: pg.Pool[] = [];

afterAll(async () => {
  for (const pool of pools) await pool.end();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

describe("several instances on one database", () => {
  it("migrate and seed once when started together", async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();

    const instances = Array.from({ length: 3 }, () => {
      const pool = createPool(url, 3, logger);
      pools.push(pool);
      const db = createDb(pool);
      const auth = createAuth({
        db,
        secret: "x".repeat(40),
        baseURL: "http://localhost:3000",
        trustedOrigins: [],
        logger,
      });
      return { pool, db, auth };
    });
    await Promise.all(instances.map((i) => runMigrations(i.pool)));
    const seeded = await Promise.all(
      instances.map((i) =>
        seed({
          ...i,
          logger,
          adminEmail: "admin@payflow.test",
          adminPassword: "Password-123",
          dataDir: "/nonexistent",
        }),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const pool = instances[0]?.pool as pg.Pool;
    const users = await pool.query("SELECT email FROM users");
    expect(users.rows).toEqual([{ email: "admin@payflow.test" }]);
    const companies = await pool.query("SELECT name FROM companies WHERE is_default");
    expect(companies.rows).toEqual([{ name: "Mon Entreprise" }]);
  });
});
