// Orange Money Web Payment wire format (docs/OPERATORS.md).

/** The sandbox ("dev") and country ("ci") paths differ, and so does the currency they take. */
export function orangeMarket(mode: "test" | "live") {
  return mode === "test" ? { path: "dev", currency: "OUV" } : { path: "ci", currency: "XOF" };
}

export type OrangeStatus = "INITIATED" | "PENDING" | "EXPIRED" | "SUCCESS" | "FAILED";

export type OrangeCreateAnswer = {
  status: 201;
  message: "OK";
  pay_token: string;
  payment_url: string;
  notif_token: string;
};

export type OrangeStatusAnswer = { status: OrangeStatus; order_id: string; txnid: string | null };

export type OrangeNotification = { status: "SUCCESS" | "FAILED"; notif_token: string; txnid: string };

export const ORANGE_LIMITS = { orderId: 30, url: 120, reference: 30 } as const;

/** Orange's gateway error body. */
export const orangeError = (code: number, message: string, description: string) => ({ code, message, description });
