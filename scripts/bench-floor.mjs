// The floors of `npm run bench`: plain Hono + pg doing the least a request can cost, with none
// of PayFlow's validation, middleware or logging. Prints "ready <port>" when listening.
//  - POST /floor: a payment creation's minimum — one INSERT and one loopback HTTP call;
//  - POST /floor/essential: a merchant API creation's essentials (the "essential floor" of docs/PAYMENTS.md):
//    the API key found by its hash, the payment and its event inserted in one statement, an
//    operator stub over loopback that stores its own row, and the operator's answer stored;
//  - POST /floor/lifecycle: /essential whose payment then succeeds the least costly way, for
//    reference beside the lifecycle figures: the operator stub calls back after the same approval
//    delay as the sandboxes (PAYFLOW_SANDBOX_APPROVAL_MS), the floor asks it for the status (it reads its
//    row) and stores the success with its event in one statement;
//  - GET /floor/session: a signed-in read's minimum — the session cookie's token joined to
//    its user in one query (no signature check, no profile, no capabilities).
import { createHash, randomUUID } from "node:crypto";
import { Agent, createServer, request } from "node:http";
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
await pool.query("ALTER TABLE bench_floor ADD COLUMN IF NOT EXISTS paid_at timestamptz");
await pool.query("ALTER TABLE bench_floor_operator ADD COLUMN IF NOT EXISTS settle_at timestamptz");
const APPROVAL_MS = Number(process.env.PAYFLOW_SANDBOX_APPROVAL_MS ?? 4000);
/**
 * The stub calls back this long after its row reads as settled, as the sandboxes do: a timer
 * may fire a moment before PostgreSQL's clock reaches `settle_at`, and the status call would
 * then say pending (a few payments of a run never succeeded so).
 */
const SETTLED_MARGIN_MS = 5;
const startedAt = new Date();
/** How long each of the floor's callbacks took to answer, as its operator stub saw it (and when: ms epoch). */
const callbackMs = [];

// The "operator": answers at once, like the sandbox does for a create; /essential's stores its
// own row, as the sandboxes do; /lifecycle's also settles after the approval delay and calls back.
const operator = createServer((req, res) => {
  const answer = (id) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id }));
  if (req.url?.startsWith("/status/")) {
    pool
      .query("SELECT settle_at <= now() AS paid FROM bench_floor_operator WHERE id = $1", [req.url.slice(8)])
      .then(({ rows }) => res.writeHead(200).end(JSON.stringify({ status: rows[0]?.paid ? "SUCCESSFUL" : "PENDING" })));
    return;
  }
  if (req.url !== "/store" && req.url !== "/settle") return answer("cos-floor");
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", async () => {
    const { amount, paymentId } = JSON.parse(Buffer.concat(chunks));
    const id = randomUUID();
    if (req.url === "/store") {
      await pool.query("INSERT INTO bench_floor_operator (id, amount) VALUES ($1, $2)", [id, amount]);
      return answer(id);
    }
    await pool.query(
      "INSERT INTO bench_floor_operator (id, amount, settle_at) VALUES ($1, $2, now() + make_interval(secs => $3::float8 / 1000))",
      [id, amount, APPROVAL_MS],
    );
    // The payer approves after the delay; the operator then calls back (one POST, kept alive).
    setTimeout(() => {
      const sentAt = performance.now();
      const cb = request(`${selfUrl}/floor/callback/${paymentId}/${id}`, { method: "POST", agent }, (r) => {
        r.resume();
        r.on("end", () => callbackMs.push({ at: Date.now(), ms: performance.now() - sentAt }));
      });
      cb.end("{}");
    }, APPROVAL_MS + SETTLED_MARGIN_MS).unref();
    answer(id);
  });
});
await new Promise((r) => operator.listen(0, "127.0.0.1", r));
const operatorUrl = `http://127.0.0.1:${operator.address().port}/`;
const agent = new Agent({ keepAlive: true });
let selfUrl = "";

const app = new Hono();
app.post("/floor", async (c) => {
  const { amount } = await c.req.json();
  const { rows } = await pool.query("INSERT INTO bench_floor (amount) VALUES ($1) RETURNING id", [amount]);
  const answer = await fetch(operatorUrl, { method: "POST", body: "{}" }).then((r) => r.json());
  return c.json({ id: rows[0].id, operator: answer.id }, 201);
});
/** A merchant API creation's essentials, its operator stub at `operatorPath` (store, or settle: its payment then succeeds). */
const essentialCreation = (operatorPath) => async (c) => {
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
  const paymentId = rows[0].payment_id;
  const answer = await fetch(`${operatorUrl}${operatorPath}`, {
    method: "POST",
    body: JSON.stringify({ amount, paymentId }),
  }).then((r) => r.json());
  await pool.query("UPDATE bench_floor SET operator_ref = $2 WHERE id = $1", [paymentId, answer.id]);
  return c.json({ id: paymentId, operator: answer.id }, 201);
};
app.post("/floor/essential", essentialCreation("store"));
app.post("/floor/lifecycle", essentialCreation("settle"));
// The operator's callback: confirmed by a status call, then the success and its event in one statement.
app.post("/floor/callback/:payment/:ref", async (c) => {
  const { payment, ref } = c.req.param();
  const status = await fetch(`${operatorUrl}status/${ref}`).then((r) => r.json());
  if (status.status === "SUCCESSFUL") {
    await pool.query(
      "WITH p AS (UPDATE bench_floor SET paid_at = now() WHERE id = $1 AND paid_at IS NULL RETURNING id) INSERT INTO bench_floor_events (payment_id, type) SELECT id, 'payment.success' FROM p",
      [payment],
    );
  }
  return c.json({ received: true });
});
// What the bench reads once the floor's payments have settled: those created from `since` (ms epoch) on.
app.get("/floor/lifecycle/stats", async (c) => {
  const since = new Date(Number(c.req.query("since") ?? startedAt.getTime()));
  const { rows } = await pool.query(
    `SELECT count(*)::int AS created, count(f.paid_at)::int AS succeeded,
       coalesce(array_agg(extract(epoch from f.paid_at - o.settle_at) * 1000) FILTER (WHERE f.paid_at IS NOT NULL), '{}') AS waits
     FROM bench_floor f JOIN bench_floor_operator o ON o.id = f.operator_ref
     WHERE o.settle_at IS NOT NULL AND f.created_at >= $1`,
    [since],
  );
  const callbacks = callbackMs.filter((c) => c.at >= since.getTime()).map((c) => c.ms);
  return c.json({ ...rows[0], callbackMs: callbacks });
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
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  selfUrl = `http://127.0.0.1:${info.port}`;
  console.log(`ready ${info.port}`);
});
// Requests may still be in flight when the bench is done with it: no draining, just stop.
process.on("SIGTERM", () => process.exit(0));
