import {
  type ApiKeyScope,
  hasCapability,
  type KeyAction,
  MONEY_OUT_ACTIONS,
  type Mode,
  makerMay,
  scopesAllow,
} from "@payflow/contracts";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import type { ApiKeyRow } from "./queries";

// Who may make, see and replace which key (docs/API.md § Keys and scopes). A key acts with its
// maker's rights, so seeing someone else's key is taking their rights: only the maker, or a
// person holding administerApiKeys, sees or replaces a key; and a live key able to take money out
// only by someone who may take money out in live mode themselves.

/** A restricted key's scopes must be ones its maker may use in its mode (read_only reads what they may read). */
export function checkScopesHeld(user: CurrentUser, mode: Mode, scopes: readonly ApiKeyScope[] | null): void {
  for (const scope of scopes ?? []) {
    if (scope === "read_only") continue;
    if (!makerMay(user.role, user.capabilities, mode, scope as KeyAction)) {
      throw new AppError("apiKeyScopeNotHeld", { field: "scopes" });
    }
  }
}

/** Whether the person may be handed this key's value (reveal, copy, roll); throws why not. */
export function checkMayHandOut(user: CurrentUser, key: ApiKeyRow): void {
  // One's own key is never more than oneself.
  if (key.userId === user.userId) return;
  if (!hasCapability(user.capabilities, "administerApiKeys")) throw new AppError("apiKeyNotYours");
  if (key.mode !== "live") return;
  const moves = MONEY_OUT_ACTIONS.filter((action) => scopesAllow(key.scopes ?? null, action));
  if (moves.some((action) => !makerMay(user.role, user.capabilities, "live", action))) {
    throw new AppError("liveKeyMovesMoney");
  }
}
