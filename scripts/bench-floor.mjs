// The floors of `npm run bench`: plain Hono + pg doing the least a request can cost, with none
// of PayFlow's validation, middleware or logging. Prints "ready <port>" when listening.
//  - POST /floor: a payment creation's minimum — one INSERT and one loopback HTTP call;
//  - GET /floor/session: a signed-in read's minimum — the session cookie's token joined to
//    its user in one query (no signature check, no profile, no capabilities).
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
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(`ready ${info.port}`));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
