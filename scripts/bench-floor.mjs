// The floors of `npm run bench`: plain Hono + pg doing the least a request can cost, with none
// of PayFlow's validation, middleware or logging. Prints "ready <port>" when listening.
//  - POST /floor: a payment creation's minimum — one INSERT and one loopback HTTP call;
//  - POST /floor/essential: a merchant API creation's essentials (issue 25's "essential floor"):
//    the API key found by its hash, the payment and its event inserted in one statement, an
//    operator stub over loopback that stores its own row, and the operator's answer stored;
//  - GET /floor/session: a signed-in read's minimum — the session cookie's token joined to
//    its user in one query (no signature check, no profile, no capabilities).
import { createHash, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
);

await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_floor_events (id bigserial PRIMARY KEY, payment_id bigint NOT NULL, type text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
);
await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_floor_operator (id text PRIMARY KEY, amount bigint, created_at timestamptz NOT NULL DEFAULT now())",
);
await pool.query("ALTER TABLE bench_floor ADD COLUMN IF NOT EXISTS operator_ref text");

// The "operator": answers at once, like the sandbox does for a create; /essential's stores its
// own row, as the sandboxes do.
const operator = createServer((req, res) => {
  const answer = (id) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id }));
  if (req.url !== "/store") return answer("cos-floor");
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", async () => {
    const id = randomUUID();
    await pool.query("INSERT INTO bench_floor_operator (id, amount) VALUES ($1, $2)", [
      id,
      JSON.parse(Buffer.concat(chunks)).amount,
    ]);
    answer(id);
  });
});
await new Promise((r) => operator.listen(0, "127.0.0.1", r));
const operatorUrl = `http://127.0.0.1:${operator.address().port}/`;

const app = new Hono();
app.post("/floor", async (c) => {
  const { amount } = await c.req.json();
  const { rows } = await pool.query("INSERT INTO bench_floor (amount) VALUES ($1) RETURNING id", [amount]);
  const answer = await fetch(operatorUrl, { method: "POST", body: "{}" }).then((r) => r.json());
  return c.json({ id: rows[0].id, operator: answer.id }, 201);
});
app.post("/floor/essential", async (c) => {
  const key = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
  const found = await pool.query("SELECT company_id FROM api_keys WHERE key_hash = $1", [
    createHash("sha256").update(key).digest("hex"),
  ]);
  if (!found.rows[0]) return c.json({ error: "unauthorized" }, 401);
  const { amount } = await c.req.json();
  const { rows } = await pool.query(
    "WITH p AS (INSERT INTO bench_floor (amount) VALUES ($1) RETURNING id) INSERT INTO bench_floor_events (payment_id, type) SELECT id, 'payment.pending' FROM p RETURNING payment_id",
    [amount],
  );
  const answer = await fetch(`${operatorUrl}store`, { method: "POST", body: JSON.stringify({ amount }) }).then((r) =>
    r.json(),
  );
  await pool.query("UPDATE bench_floor SET operator_ref = $2 WHERE id = $1", [rows[0].payment_id, answer.id]);
  return c.json({ id: rows[0].payment_id, operator: answer.id }, 201);
});
app.get("/floor/session", async (c) => {
  const cookie = c.req.header("cookie") ?? "";
  const value = /payflow\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  const token = decodeURIComponent(value).split(".")[0];
  const { rows } = await pool.query(
    "SELECT u.id, u.name, u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1 AND s.expires_at > now()",
    [token],
  );
  return rows[0] ? c.json(rows[0]) : c.json({ error: "unauthorized" }, 401);
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(`ready ${info.port}`));
// Requests may still be in flight when the bench is done with it: no draining, just stop.
process.on("SIGTERM", () => process.exit(0));
