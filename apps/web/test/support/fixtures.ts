import type { ApiKey } from "@payflow/contracts/api-keys";
import type { Payment } from "@payflow/contracts/payments";
import type { Payout } from "@payflow/contracts/payouts";
import type { Me, Preferences } from "@payflow/contracts/profile";
import { vi } from "vitest";

// What the web tests share: the signed-in person, a payment, a payout, and a fake server behind fetch.

/** The company's admin, signed in; a test names only what it is about (capabilities, language…). */
export function signedIn(
  overrides: Partial<Omit<Me, "preferences">> & { preferences?: Partial<Preferences> } = {},
): Me {
  const { preferences, ...person } = overrides;
  return {
    id: "usr_1",
    name: "Admin",
    email: "admin@payflow.test",
    phone: null,
    company: "Mon Entreprise",
    companyId: "cmp_1",
    role: "admin",
    roleDisplayName: null,
    status: "active",
    capabilities: ["manageAll"],
    isStaff: true,
    mustChangePassword: false,
    createdAt: "2026-11-01T00:00:00.000Z",
    ...person,
    preferences: {
      darkMode: false,
      emailNotifications: false,
      whatsappNotifications: false,
      timeZone: "GMT+00:00",
      language: "en",
      ...preferences,
    },
  };
}

/** Awa, a client signed in on the portal (French); her own company is not the business she pays. */
export const signedInClient = (): Me =>
  signedIn({
    name: "Awa Koné",
    email: "awa@example.ci",
    company: "Boutique Awa",
    role: "client",
    capabilities: [],
    isStaff: false,
    preferences: { language: "fr" },
  });

/** An active standard test key made by the signed-in admin, as GET /api/api-keys lists it. */
export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: "key_1",
    name: "Boutique",
    mode: "test",
    maskedKey: "sk_test_••••••••abcd",
    status: "active",
    createdAt: "2026-11-01T00:00:00.000Z",
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    scopes: null,
    maker: { id: "usr_1", name: "Awa Koné" },
    apiVersion: "2026-11-29",
    ...overrides,
  };
}

/** A test-mode MTN Mobile Money payment of 15,000 FCFA that succeeded, as GET /api/payments sends it. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "pay_1",
    status: "succeeded",
    amount: 15_000,
    currency: "XOF",
    operator: "mtn_momo",
    phone: "0500000004",
    reference: null,
    description: "",
    code: "PF-AAAA-BBBB",
    fee: 375,
    net: 14_625,
    refundedAmount: 0,
    checkoutUrl: "http://localhost:3000/pay/pay_1",
    nextAction: null,
    failure: null,
    mode: "test",
    client: null,
    paymentAccount: null,
    operatorTransactionId: "777",
    late: false,
    successUrl: null,
    errorUrl: null,
    metadata: {},
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:05:00.000Z",
    expiresAt: "2026-11-20T10:05:00.000Z",
    paidAt: null,
    settlesAt: null,
    ...overrides,
  };
}

/** A test-mode Wave payout of 10,000 FCFA (fee 100) to Awa Koné, queued, as GET /api/payouts sends it. */
export function aPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: "po_1",
    status: "queued",
    amount: 10_000,
    fee: 100,
    currency: "XOF",
    operator: "wave",
    beneficiary: { phone: "0500000001", bankAccount: null, name: "Awa Koné" },
    reason: "Bonus",
    clientReference: null,
    metadata: {},
    mode: "test",
    batch: null,
    refund: null,
    failure: null,
    operatorTransactionId: null,
    createdBy: "usr_admin",
    approval: { required: false, approvedBy: null, approvedAt: null },
    createdAt: "2026-11-25T09:00:00.000Z",
    updatedAt: "2026-11-25T09:00:00.000Z",
    sentAt: null,
    completedAt: null,
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Answer = Response | undefined;

/**
 * Puts a fake server behind fetch: `answer` gives the response to a call, and a call it leaves
 * unanswered (undefined) fails with "unexpected call to …". Undo with vi.unstubAllGlobals().
 */
export function stubFetch(answer: (url: string, init?: RequestInit) => Answer | Promise<Answer>) {
  const fake = vi.fn(async (url: string, init?: RequestInit) => {
    const response = await answer(url, init);
    if (response) return response;
    throw new Error(`unexpected call to ${url}`);
  });
  vi.stubGlobal("fetch", fake);
  return fake;
}

/** A fake server that answers each URL (as called, query included) with its body, and nothing else. */
export function stubFetchAnswers(answers: Record<string, unknown>) {
  return stubFetch((url) => (Object.hasOwn(answers, url) ? json(answers[url]) : undefined));
}

/** A fake server that fails every call (500); the URLs called are in the returned list. */
export function stubFetchFailing(): string[] {
  const calls: string[] = [];
  stubFetch((url) => {
    calls.push(url);
    return json({ error: { code: "internalError", message: "no" } }, 500);
  });
  return calls;
}
