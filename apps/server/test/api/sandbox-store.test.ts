import { beforeAll, describe, expect, it } from "vitest";
import { sandboxStore } from "../../src/sandboxes/store";
import { createTestContext, type TestContext } from "../support/context";

// The sandboxes' stores went by their operator's id (orange_money, mtn_momo, moov_money) after
// orange, mtn and moov: rows written under the former name (test payments still open when the
// server was upgraded) are still found and changed; new rows take the id.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

type Push = { transid: string; externaldata1: string; state: string } & Record<string, unknown>;

describe("a sandbox store under its operator's id", () => {
  it("reads, changes and searches rows written under its former name, and writes new ones under the id", async () => {
    await ctx.pool.query("insert into sandbox_records (operator, key, data) values ('moov', 'MVOLD1', $1)", [
      { transid: "MVOLD1", externaldata1: "pay_old", state: "pending" },
    ]);
    const pushes = sandboxStore<Push>(ctx.db, "moov_money", "moov");
    expect(await pushes.get("MVOLD1")).toMatchObject({ externaldata1: "pay_old" });
    expect((await pushes.findBy("externaldata1", "pay_old")).map((p) => p.transid)).toEqual(["MVOLD1"]);
    await pushes.update("MVOLD1", (p) => ({ ...p, state: "approved" }));
    expect(await pushes.get("MVOLD1")).toMatchObject({ state: "approved" });

    const fresh = { transid: "MVNEW1", externaldata1: "pay_new", state: "pending" };
    expect((await pushes.insert("MVNEW1", fresh))?.data).toEqual(fresh);
    // A key already taken writes nothing (MTN's reused X-Reference-Id answers 409 from it).
    expect(await pushes.insert("MVNEW1", { ...fresh, state: "approved" })).toBeNull();
    const { rows } = await ctx.pool.query(
      "select operator, key from sandbox_records where key in ('MVOLD1', 'MVNEW1') order by key",
    );
    expect(rows).toEqual([
      { operator: "moov_money", key: "MVNEW1" },
      { operator: "moov", key: "MVOLD1" },
    ]);
    // A store without a former name sees only its own rows.
    expect(await sandboxStore<Push>(ctx.db, "moov_money").get("MVOLD1")).toBeNull();
  });

  it("changes a record once however its changes race, and starts from the record as written only while nobody changed it", async () => {
    const pushes = sandboxStore<Push & { n?: number }>(ctx.db, "moov_money");
    const written = await pushes.insert("MVRACE", {
      transid: "MVRACE",
      externaldata1: "pay_race",
      state: "pending",
      n: 0,
    });
    expect(written).not.toBeNull();
    // Twenty changes at once, each adding one: none is lost to another (each retries on the newer record).
    await Promise.all(Array.from({ length: 20 }, () => pushes.update("MVRACE", (p) => ({ ...p, n: (p.n ?? 0) + 1 }))));
    expect((await pushes.get("MVRACE"))?.n).toBe(20);
    // The record as first written is stale now: a change starting from it runs again on the stored one.
    const seen: number[] = [];
    const after = await pushes.update(
      "MVRACE",
      (p) => {
        seen.push(p.n ?? 0);
        return { ...p, n: (p.n ?? 0) + 1 };
      },
      written ?? undefined,
    );
    expect(seen).toEqual([0, 20]);
    expect(after?.n).toBe(21);
    expect((await pushes.get("MVRACE"))?.n).toBe(21);
  });
});
