// The floor for payment creation (`npm run bench`): plain Hono + pg doing what a payment
// creation costs at least — one INSERT and one loopback HTTP call — with none of PayFlow's
// validation, sessions, events or operator adapter. Prints "ready <port>" when listening.
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
);

// The "operator": answers at once, like the sandbox does for a create.
const operator = createServer((_req, res) =>
  res.writeHead(200, { "content-type": "application/json" }).end('{"id":"cos-floor"}'),
);
await new Promise((r) => operator.listen(0, "127.0.0.1", r));
const operatorUrl = `http://127.0.0.1:${operator.address().port}/`;

const app = new Hono();
app.post("/floor", async (c) => {
  const { amount } = await c.req.json();
  const { rows } = await pool.query("INSERT INTO bench_floor (amount) VALUES ($1) RETURNING id", [amount]);
  const answer = await fetch(operatorUrl, { method: "POST", body: "{}" }).then((r) => r.json());
  return c.json({ id: rows[0].id, operator: answer.id }, 201);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(`ready ${info.port}`));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
