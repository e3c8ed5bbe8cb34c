// The DGI's FNE API (docs/FNE.md) in its own words: the requests PayFlow sends and the answers it
// reads, field by field, with the documented values. Plain TypeScript (no zod): shared by the
// client (client.ts) and the sandbox that plays the DGI (sandboxes/fne/), so both say the same.

/** `invoiceType`: a sale invoice, or an agricultural purchase slip (the space must allow those). */
export const FNE_INVOICE_TYPES = ["sale", "purchase"] as const;
export type FneInvoiceType = (typeof FNE_INVOICE_TYPES)[number];

/** `paymentMethod`: `deferred` is the "à terme" sale. */
export const FNE_PAYMENT_METHODS = ["cash", "card", "check", "mobile-money", "transfer", "deferred"] as const;
export type FnePaymentMethod = (typeof FNE_PAYMENT_METHODS)[number];

/** `template`: B2B needs the client's NCC; B2F may be in a foreign currency. */
export const FNE_TEMPLATES = ["B2B", "B2C", "B2F", "B2G"] as const;
export type FneTemplate = (typeof FNE_TEMPLATES)[number];

/** `foreignCurrency`; `""` when the invoice is in XOF only. */
export const FNE_CURRENCIES = ["XOF", "USD", "EUR", "JPY", "CAD", "GBP", "AUD", "CNH", "CHF", "HKD", "NZD"] as const;
export type FneCurrency = (typeof FNE_CURRENCIES)[number];

/** The VAT codes a sale line carries (exactly one per line), with their rate in %. */
export const FNE_TAX_RATES = { TVA: 18, TVAB: 9, TVAC: 0, TVAD: 0, TVAE: 0 } as const;
export type FneTaxCode = keyof typeof FNE_TAX_RATES;
export const FNE_TAX_CODES = Object.keys(FNE_TAX_RATES) as FneTaxCode[];

/** Where the DGI's production API is (in contracts: the Settings page names it too). */
export { FNE_PRODUCTION_BASE_URL } from "@payflow/contracts/fne-space-rules";

/** The two calls' paths, below the base URL (`…/ws`). */
export const FNE_SIGN_PATH = "/external/invoices/sign";
export const fneRefundPath = (invoiceId: string) => `/external/invoices/${encodeURIComponent(invoiceId)}/refund`;

/** An "other tax" (`customTaxes`): a name and a rate in % (not an amount). */
export type FneCustomTax = { name: string; amount: number };

/** One line of a sign request. */
export type FneSignItem = {
  /** Exactly one code for a sale; absent for a purchase slip. */
  taxes?: FneTaxCode[];
  customTaxes?: FneCustomTax[];
  /** The article's code. */
  reference?: string;
  description: string;
  quantity: number;
  /** Unit price excluding tax, in francs. */
  amount: number;
  /** Line discount, in %. */
  discount?: number;
  measurementUnit?: string;
};

/** `POST /external/invoices/sign`. */
export type FneSignRequest = {
  invoiceType: FneInvoiceType;
  paymentMethod: FnePaymentMethod;
  template: FneTemplate;
  /** Send `false` unless the invoice relates to an RNE receipt (then `rne` names it). */
  isRne: boolean;
  rne?: string;
  /** Required for B2B; omitted or `""` otherwise. */
  clientNcc?: string;
  clientCompanyName: string;
  /** Digits as a string (an int would lose the leading 0). */
  clientPhone: string;
  clientEmail: string;
  clientSellerName?: string;
  /** Exact name of a point of sale of the company's FNE space. */
  pointOfSale: string;
  /** Exact name of an establishment of the company's FNE space. */
  establishment: string;
  commercialMessage?: string;
  footer?: string;
  /** `""` when not used. */
  foreignCurrency?: FneCurrency | "";
  /** XOF per unit of the foreign currency; `0` when not used. */
  foreignCurrencyRate?: number;
  /** Discount on the total excluding tax, in %. */
  discount?: number;
  customTaxes?: FneCustomTax[];
  items: FneSignItem[];
};

/** A VAT line of a certified item. */
export type FneItemTax = {
  invoiceItemId: string;
  vatRateId: string;
  /** The rate in % (18, 9, 0). */
  amount: number;
  name: string;
  /** The code (`TVA`, `TVAB`…). */
  shortName: string;
  createdAt?: string;
  updatedAt?: string;
};

export type FneStoredCustomTax = {
  id: string;
  invoiceItemId?: string;
  invoiceId?: string;
  amount: number;
  name: string;
  createdAt?: string;
  updatedAt?: string;
};

/** A certified line: keep its `id`, the only handle for a later credit note. */
export type FneInvoiceItem = {
  id: string;
  quantity: number;
  reference: string | null;
  description: string;
  amount: number;
  discount: number;
  measurementUnit: string | null;
  createdAt?: string;
  updatedAt?: string;
  invoiceId: string;
  parentId: string | null;
  taxes: FneItemTax[];
  customTaxes: FneStoredCustomTax[];
};

/** The certified invoice as the platform stored it. */
export type FneInvoice = {
  /** UUID: the handle of a later credit note. */
  id: string;
  parentId: string | null;
  parentReference: string | null;
  /** Bare UUID of the verification page. */
  token: string;
  reference: string;
  type: string;
  /** `normal`, or `refund` for a credit note. */
  subtype: string;
  date: string;
  paymentMethod: string;
  /** Total including taxes, in francs. */
  amount: number;
  vatAmount: number;
  fiscalStamp: number;
  discount: number;
  clientNcc: string | null;
  clientCompanyName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  clientTerminal: string | null;
  clientMerchantName: string | null;
  clientRccm: string | null;
  clientSellerName: string | null;
  clientEstablishment: string;
  clientPointOfSale: string;
  status: string;
  template: string;
  description: string | null;
  footer: string | null;
  commercialMessage: string | null;
  foreignCurrency: string;
  foreignCurrencyRate: number;
  isRne: boolean;
  rne: string | null;
  source: string;
  createdAt: string;
  updatedAt: string;
  items: FneInvoiceItem[];
  customTaxes: FneStoredCustomTax[];
};

/** What both calls answer on success. */
export type FneCertified = {
  /** The seller's NCC. */
  ncc: string;
  /** The FNE number: the invoice's fiscal number, printed on it. */
  reference: string;
  /** The verification URL: what the QR code encodes. */
  token: string;
  /** The sticker stock is low. */
  warning: boolean;
  balance_sticker?: number;
  /** Instead of `balance_sticker` for companies billed from a money provision. */
  balance_funds?: number;
};

/** `200` of the sign call. */
export type FneSignResponse = FneCertified & { invoice: FneInvoice };

/** One line credited: the certified item's id and how many of it. */
export type FneRefundItem = { id: string; quantity: number };

/** `POST /external/invoices/{id}/refund`. */
export type FneRefundRequest = { items: FneRefundItem[] };

/** `201` of the refund call: no invoice object. */
export type FneRefundResponse = FneCertified;

/** Per-field details of a refusal: `errors.<field>.<rule> = <message>`. */
export type FneFieldErrors = Record<string, Record<string, string>>;

/** The body of an error answer. */
export type FneErrorBody = {
  message?: string;
  error?: string;
  statusCode?: number;
  errors?: FneFieldErrors;
};
