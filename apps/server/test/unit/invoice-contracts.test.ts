import {
  CreateInvoiceRequest,
  fromV1CreateInvoice,
  fromV1UpdateInvoice,
  type Invoice,
  toV1Invoice,
  toV1PayoutBatch,
  V1CreateInvoice,
  V1Invoice,
  V1InvoiceListQuery,
  V1UpdateInvoice,
} from "@payflow/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// The invoice's contracts as the dashboard and the merchant API read them: the line rules'
// error codes, the NCC as kept, and the /v1 forms with their lines in snake_case both ways.

const rice = { description: "Riz parfumé 5 kg", quantity: 2, unitPrice: 5000, taxCode: "TVA" };
const draft = { clientId: "cli_1", template: "B2C", lines: [rice] };

/** The error codes a contract refuses a body with. */
function codes(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((i) => (i.code === "unrecognized_keys" ? i.code : i.message)))];
}

describe("a draft invoice's request", () => {
  it("takes a draft and keeps the NCC without spaces, in capitals", () => {
    const parsed = CreateInvoiceRequest.parse({
      ...draft,
      template: "B2B",
      clientNcc: " 9502363n",
      lines: [rice, { ...rice, taxCode: "TVAB", quantity: 0.125, discountPercent: 12.5, unit: "kg" }],
      discountPercent: 5,
      dueDate: "2026-12-31",
      minimumPart: 10_000,
      currency: "XOF",
    });
    expect(parsed.clientNcc).toBe("9502363N");
    expect(parsed.lines[1]).toMatchObject({ quantity: 0.125, discountPercent: 12.5, unit: "kg" });
    expect(CreateInvoiceRequest.parse({ ...draft, clientNcc: "" }).clientNcc).toBeNull();
  });

  it("refuses with the rules' own codes", () => {
    const line = (change: Record<string, unknown>) => ({ ...draft, lines: [{ ...rice, ...change }] });
    expect(codes(CreateInvoiceRequest, line({ quantity: 0.0005 }))).toEqual(["invoiceQuantityInvalid"]);
    expect(codes(CreateInvoiceRequest, line({ quantity: "2" }))).toEqual(["invoiceQuantityInvalid"]);
    expect(codes(CreateInvoiceRequest, line({ unitPrice: 99.5 }))).toEqual(["invoiceUnitPriceInvalid"]);
    expect(codes(CreateInvoiceRequest, line({ discountPercent: 100.5 }))).toEqual(["invoiceDiscountInvalid"]);
    expect(codes(CreateInvoiceRequest, line({ taxCode: "TVA18" }))).toEqual(["invoiceTaxCodeUnknown"]);
    expect(codes(CreateInvoiceRequest, line({ description: "" }))).toEqual(["fieldRequired"]);
    expect(codes(CreateInvoiceRequest, line({ colour: "red" }))).toEqual(["unrecognized_keys"]);
    expect(codes(CreateInvoiceRequest, { ...draft, lines: [] })).toEqual(["invoiceLinesRequired"]);
    expect(codes(CreateInvoiceRequest, { ...draft, lines: Array(201).fill(rice) })).toEqual(["invoiceTooManyLines"]);
    expect(codes(CreateInvoiceRequest, { ...draft, clientNcc: "950236N" })).toEqual(["invoiceClientNccInvalid"]);
    expect(codes(CreateInvoiceRequest, { ...draft, currency: "EUR" })).toEqual(["unsupportedCurrency"]);
    expect(codes(CreateInvoiceRequest, { ...draft, dueDate: "2026-02-30" })).toEqual(["invoiceDueDateInvalid"]);
    expect(codes(CreateInvoiceRequest, { ...draft, minimumPart: 99 })).toEqual(["invoiceMinimumPartInvalid"]);
    expect(codes(CreateInvoiceRequest, { ...draft, template: "B2F" })).toEqual(["validationFailed"]);
  });
});

describe("the merchant API's invoice", () => {
  it("reads a snake_case body, its lines too, back in camelCase", () => {
    const body = {
      client_id: "cli_1",
      template: "B2C",
      discount_percent: 5,
      due_date: "2026-12-31",
      minimum_part: 10_000,
      lines: [{ description: "Lait", quantity: 3, unit_price: 3000, discount_percent: 10, tax_code: "TVAB" }],
    };
    expect(fromV1CreateInvoice(V1CreateInvoice.parse(body))).toEqual({
      clientId: "cli_1",
      template: "B2C",
      discountPercent: 5,
      dueDate: "2026-12-31",
      minimumPart: 10_000,
      lines: [{ description: "Lait", quantity: 3, unitPrice: 3000, discountPercent: 10, taxCode: "TVAB" }],
    });
    expect(fromV1UpdateInvoice(V1UpdateInvoice.parse({ notes: "Merci" }))).toEqual({ notes: "Merci" });
  });

  it("refuses camelCase or unknown keys in a line, and keeps the lines' bounds", () => {
    const body = { client_id: "cli_1", template: "B2C", lines: [{ ...rice }] };
    expect(codes(V1CreateInvoice, body)).toContain("unrecognized_keys");
    const line = { description: "Lait", quantity: 3, unit_price: 3000, tax_code: "TVAB" };
    expect(codes(V1CreateInvoice, { ...body, lines: [] })).toEqual(["invoiceLinesRequired"]);
    expect(codes(V1CreateInvoice, { ...body, lines: Array(201).fill(line) })).toEqual(["invoiceTooManyLines"]);
    expect(codes(V1CreateInvoice, { ...body, lines: [{ ...line, quantity: 0 }] })).toEqual(["invoiceQuantityInvalid"]);
    expect(codes(V1UpdateInvoice, { lines: [line] })).toEqual([]);
    type Lines = { minItems: number; maxItems: number; items: { properties: Record<string, unknown> } };
    const schema = z.toJSONSchema(V1CreateInvoice, { io: "input" }) as unknown as {
      $defs: { CreateInvoice: { properties: { lines: Lines } } };
    };
    const lines = schema.$defs.CreateInvoice.properties.lines;
    expect(lines).toMatchObject({ minItems: 1, maxItems: 200, description: "1 to 200 lines" });
    expect(Object.keys(lines.items.properties)).toEqual([
      "description",
      "quantity",
      "unit_price",
      "discount_percent",
      "tax_code",
      "reference",
      "unit",
    ]);
  });

  it("shows an invoice in snake_case, its lines, taxes and certification too", () => {
    const invoice: Invoice = {
      id: "inv_1",
      number: "FAC-2026-000042",
      state: "partially_paid",
      overdue: false,
      mode: "test",
      clientId: "cli_1",
      clientName: "Boutique Awa",
      template: "B2C",
      clientNcc: null,
      currency: "XOF",
      lines: [
        {
          description: "Riz",
          quantity: 2,
          unitPrice: 5000,
          discountPercent: 0,
          taxCode: "TVA",
          reference: null,
          unit: "sac",
          ht: 10_000,
          discountedHt: 10_000,
        },
      ],
      discountPercent: 0,
      totalHt: 10_000,
      discountAmount: 0,
      discountedHt: 10_000,
      taxes: [{ code: "TVA", rate: 18, base: 10_000, vat: 1800 }],
      totalVat: 1800,
      totalTtc: 11_800,
      amountPaid: 5000,
      amountRemaining: 6800,
      minimumPart: null,
      dueDate: "2026-12-31",
      notes: "",
      certification: {
        status: "certified",
        fneNumber: "1234567A26000000042",
        verificationUrl: null,
        certifiedAt: null,
      },
      language: "fr",
      reminders: null,
      remindersSent: 0,
      nextReminderAt: null,
      createdAt: "2026-11-28T00:00:00.000Z",
      updatedAt: "2026-11-28T00:00:00.000Z",
      openedAt: "2026-11-28T00:00:00.000Z",
      paidAt: null,
      voidedAt: null,
    };
    const v1 = V1Invoice.parse(toV1Invoice(invoice));
    expect(v1).toMatchObject({
      id: "inv_1",
      object: "invoice",
      client_id: "cli_1",
      total_ttc: 11_800,
      amount_remaining: 6800,
      lines: [{ unit_price: 5000, discount_percent: 0, tax_code: "TVA", discounted_ht: 10_000 }],
      taxes: [{ code: "TVA", rate: 18, base: 10_000, vat: 1800 }],
      certification: { status: "certified", fne_number: "1234567A26000000042", verification_url: null },
    });
    expect(Object.keys(v1.lines[0] ?? {})).not.toContain("unitPrice");
    expect(V1InvoiceListQuery.parse({ state: "open", overdue: "true", client: "cli_1" })).toEqual({
      state: "open",
      overdue: true,
      client: "cli_1",
    });
  });

  it("writes a payout batch's lines' failures in snake_case, as a payout's", () => {
    const v1 = toV1PayoutBatch({
      id: "pob_1",
      status: "completed",
      mode: "test",
      lineCount: 1,
      totalAmount: 1000,
      totalFee: 10,
      counts: {} as never,
      createdBy: null,
      approval: { required: false, approvedBy: null, approvedAt: null },
      createdAt: "2026-11-28T00:00:00.000Z",
      completedAt: null,
      lines: [
        {
          reference: "r1",
          payout: "po_1",
          status: "failed",
          amount: 1000,
          phone: "0701020304",
          failure: { code: "payment_failed" as never, message: "No", operatorCode: "E1" },
        },
      ],
    });
    expect(v1.lines[0]?.failure).toEqual({ code: "payment_failed", message: "No", operator_code: "E1" });
  });
});
