import { OpenAPIHono } from "@hono/zod-openapi";
import { MAX_BODY_BYTES } from "@payflow/contracts";
import { publicUrl } from "./config/env";
import type { Deps } from "./deps";
import { declareAccess } from "./http/access";
import { limitBody } from "./http/body-limit";
import { mountEmbedScript } from "./http/embed-script";
import { AppError, handleError } from "./http/errors";
import { inputCheck } from "./http/input-check";
import { originCheck } from "./http/origin-check";
import { requestContext } from "./http/request-context";
import { responseHeaders } from "./http/response-headers";
import { mountSpa } from "./http/spa";
import type { AppEnv } from "./http/types";
import { toAppError } from "./http/validation";
import { isMerchantApi, mountMerchantApi } from "./merchant-api/app";
import { v1ErrorResponse } from "./merchant-api/errors";
import { mountApiReference } from "./merchant-api/reference";
import { mountChangelog } from "./merchant-api/versions/changelog";
import { registerAccountRoutes } from "./modules/accounts";
import { registerApiKeyRoutes } from "./modules/api-keys";
import { registerAuditRoutes } from "./modules/audit";
import { checkoutCors, registerCheckoutOriginRoutes, registerCheckoutPage } from "./modules/checkout-origins";
import { registerClientRoutes } from "./modules/clients";
import { registerHealthRoutes } from "./modules/health";
import { registerInvoicePage, registerInvoiceRoutes, registerPublicInvoiceRoutes } from "./modules/invoices";
import { registerInvoicingSettingsRoutes } from "./modules/invoicing-settings";
import { registerLedgerRoutes } from "./modules/ledger";
import { registerLiveRoutes } from "./modules/live";
import { registerNotificationRoutes } from "./modules/notifications";
import { registerOperatorCredentialRoutes } from "./modules/operator-credentials";
import { registerOperatorHealthRoutes } from "./modules/operator-health";
import { registerOutboxRoutes } from "./modules/outbox";
import { registerPaymentAccountRoutes } from "./modules/payment-accounts";
import {
  registerPaymentLinkPage,
  registerPaymentLinkRoutes,
  registerPublicPaymentLinkRoutes,
} from "./modules/payment-links";
import {
  registerCallbackRoutes,
  registerCheckoutRoutes,
  registerPaymentExport,
  registerPaymentRoutes,
  registerPosRoutes,
} from "./modules/payments";
import {
  registerPayoutBatchRoutes,
  registerPayoutCallbackRoutes,
  registerPayoutRoutes,
  registerPayoutSettingsRoutes,
} from "./modules/payouts";
import { registerPortalRoutes } from "./modules/portal";
import { registerProfileRoutes } from "./modules/profile";
import { registerRecoveryRoutes } from "./modules/recovery";
import { registerRecurringPlanRoutes } from "./modules/recurring-plans";
import { registerReportDownload, registerReportRoutes } from "./modules/reports";
import { registerRoleRoutes } from "./modules/roles";
import { registerSecurityRoutes } from "./modules/security";
import { registerSessionRoutes } from "./modules/sessions";
import { registerAccountingSettingsRoutes, registerSettingsRoutes } from "./modules/settings";
import { registerSupportRoutes } from "./modules/support";
import { registerUserRoutes } from "./modules/users";
import { registerWebhookRoutes } from "./modules/webhooks";
import { mountSandboxes, sandboxHostOf } from "./sandboxes";

/** The HTTP app. `webDist`: the built SPA to serve, or null for an API-only app (tests). */
export function createApp(deps: Deps, opts: { webDist?: string | null } = {}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw toAppError(result.error);
    },
  });
  // The merchant API (/v1) answers failures in its own shape.
  app.onError((err, c) => (isMerchantApi(c.req.path) ? v1ErrorResponse(c, err) : handleError(err, c)));
  app.notFound((c) =>
    isMerchantApi(c.req.path)
      ? v1ErrorResponse(c, new AppError("notFound"))
      : c.json(new AppError("notFound").toBody(), 404),
  );

  app.use("*", requestContext(deps));
  app.use("*", responseHeaders({ https: publicUrl(deps.config).startsWith("https://") }));
  app.use(
    "/api/*",
    limitBody(MAX_BODY_BYTES, () => {
      throw new AppError("payloadTooLarge");
    }),
  );
  app.use("/api/*", originCheck(deps.trustedOrigins));
  app.use("/api/*", inputCheck());

  registerHealthRoutes(app);
  registerAccountRoutes(app);
  registerProfileRoutes(app);
  registerNotificationRoutes(app);
  registerSessionRoutes(app);
  registerRoleRoutes(app);
  registerUserRoutes(app);
  registerSettingsRoutes(app);
  registerAccountingSettingsRoutes(app);
  registerInvoicingSettingsRoutes(app);
  registerCheckoutOriginRoutes(app);
  registerAuditRoutes(app);
  registerOutboxRoutes(app);
  registerClientRoutes(app);
  registerPaymentAccountRoutes(app);
  registerOperatorCredentialRoutes(app);
  registerPortalRoutes(app);
  registerSupportRoutes(app);
  registerSecurityRoutes(app);
  registerRecoveryRoutes(app);
  // Before the payment routes: "export" is not a payment id.
  registerPaymentExport(app);
  registerPaymentRoutes(app);
  registerPosRoutes(app);
  registerApiKeyRoutes(app);
  registerWebhookRoutes(app);
  registerReportDownload(app);
  registerReportRoutes(app);
  registerOperatorHealthRoutes(app);
  registerLedgerRoutes(app);
  registerPayoutRoutes(app);
  registerPayoutBatchRoutes(app);
  registerPayoutSettingsRoutes(app);
  registerPaymentLinkRoutes(app);
  // A registered site of the payment's business reads its status from its page (payflow.js):
  // CORS headers on the public checkout read, which declares its own access (public).
  declareAccess("ALL", "/api/checkout/:id", "public");
  app.use("/api/checkout/:id", checkoutCors());
  registerCheckoutRoutes(app);
  registerPublicPaymentLinkRoutes(app);
  registerInvoiceRoutes(app);
  registerPublicInvoiceRoutes(app);
  registerRecurringPlanRoutes(app);
  registerLiveRoutes(app);
  registerPayoutCallbackRoutes(app, deps);
  registerCallbackRoutes(app, deps);

  mountMerchantApi(app, deps.version);
  mountApiReference(app);
  mountChangelog(app);
  if (deps.config.PAYFLOW_SANDBOX && !deps.config.PAYFLOW_SANDBOX_URL) mountSandboxes(app, sandboxHostOf(deps));

  declareAccess("GET", "/api/openapi.json", "public");
  app.doc("/api/openapi.json", {
    openapi: "3.0.3",
    info: { title: "PayFlow API", version: deps.version },
  });

  // Unknown API paths answer JSON 404 before the SPA fallback can claim them.
  declareAccess("ALL", "/api/*", "public");
  app.all("/api/*", () => {
    throw new AppError("notFound");
  });

  if (opts.webDist) {
    // Before the web app's fallback: a link's page is written per link (docs/PAYMENTS.md § Payment links).
    registerPaymentLinkPage(app, opts.webDist);
    registerInvoicePage(app, opts.webDist);
    registerCheckoutPage(app, opts.webDist);
    mountEmbedScript(app, opts.webDist);
    mountSpa(app, opts.webDist);
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
