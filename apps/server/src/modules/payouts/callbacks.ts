import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Deps } from "../../deps";
import { declareAccess } from "../../http/access";
import { limitBody } from "../../http/body-limit";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/types";

// An operator's notification about a payout (MTN posts to the X-Callback-Url of its transfer):
// POST /callbacks/payouts/<operator>/<payout id>. It is unsigned, so it is only a hint: it
// moves the payout's next look to now, and the sender asks the operator itself (sender.ts).
// Its body is never believed.

const PATH = "/callbacks/payouts/:operator/:id";

export function registerPayoutCallbackRoutes(app: Hono<AppEnv>, deps: Deps) {
  declareAccess("POST", PATH, "public");
  app.post(
    PATH,
    limitBody(64 * 1024, () => {
      throw new AppError("payloadTooLarge");
    }),
    async (c) => {
      const { rowCount } = await deps.db.execute(sql`
        UPDATE payouts SET next_action_at = now()
        WHERE id = ${c.req.param("id")} AND operator = ${c.req.param("operator")} AND status = 'processing'`);
      if (!rowCount) return c.json({ error: { code: "notFound", message: "Not found." } }, 404);
      return c.json({ received: true }, 200);
    },
  );
}
