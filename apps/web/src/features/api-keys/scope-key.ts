import type { ApiKeyScope } from "@payflow/contracts/api-keys";
import type { apiKeysEn } from "./i18n";

type ScopeTextKey = keyof typeof apiKeysEn.apiKeys.scopes;

/** A scope's text key: i18next reads ":" as a namespace separator, so `payouts:write` is `payouts_write`. */
export const scopeKey = (scope: ApiKeyScope) => scope.replace(":", "_") as ScopeTextKey;
