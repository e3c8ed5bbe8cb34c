import { z } from "zod";
import { snakeCased, snakeCasedRequest } from "./casing";
import { text } from "./common";
import { LANGUAGES } from "./constants";
import { InvoiceLine, ReminderScheduleSchema } from "./invoice";
import { isCalendarDate } from "./invoice-lifecycle";
import { INVOICE_LIMITS, INVOICE_STATES, INVOICE_TEMPLATES } from "./invoice-rules";
import { InvoiceLineRequest } from "./invoices";
import { MODES } from "./payment-rules";
import {
  RECURRING_INTERVALS,
  RECURRING_LIMITS,
  RECURRING_PLAN_STATUSES,
  RECURRING_UNITS,
} from "./recurring-plan-rules";
import { V1ListQuery, v1List } from "./v1";

// Recurring plans (`rplan_…`, docs/INVOICES.md § Recurring billing): a client billed again every
// week, month, term or interval of the business's choosing — each cycle's invoice issued,
// certified and sent on its date, with its reminders. The dashboard's contracts
// (/api/recurring-plans) and the merchant API's (/v1/recurring_plans, the same in snake_case).

export * from "./recurring-plan-rules";

const day = (description: string) =>
  z.string().refine(isCalendarDate, { error: "validationFailed" }).meta({ description, example: "2026-12-01" });

const planFields = {
  clientId: z.string().min(1).max(64).describe("The client billed"),
  template: z.enum(INVOICE_TEMPLATES, { error: "validationFailed" }),
  clientNcc: z.string().max(20).nullable().optional().describe("The client's NCC (B2B)"),
  lines: z
    .array(InvoiceLineRequest)
    .min(1, { error: "invoiceLinesRequired" })
    .max(INVOICE_LIMITS.lines, { error: "invoiceTooManyLines" })
    .describe("Each cycle's invoice's lines (an amount is one line)"),
  discountPercent: z.number().min(0).max(100).optional(),
  minimumPart: z.number().int().nullable().optional(),
  notes: text(INVOICE_LIMITS.notes).optional(),
  interval: z
    .enum(RECURRING_INTERVALS, { error: "validationFailed" })
    .describe("week, month, term (3 months) or custom"),
  customEvery: z
    .object({
      count: z
        .number()
        .int()
        .min(1, { error: "validationFailed" })
        .max(RECURRING_LIMITS.customCount, { error: "validationFailed" }),
      unit: z.enum(RECURRING_UNITS, { error: "validationFailed" }),
    })
    .strict()
    .nullable()
    .optional()
    .describe("For a custom interval: every `count` days, weeks or months"),
  startDate: day("The first cycle's date (UTC)"),
  endDate: day("No cycle after this date").nullable().optional(),
  cycles: z
    .number()
    .int()
    .min(1, { error: "validationFailed" })
    .max(RECURRING_LIMITS.cycles, { error: "validationFailed" })
    .nullable()
    .optional()
    .describe("At most this many cycles"),
  dueDays: z
    .number()
    .int()
    .min(0, { error: "validationFailed" })
    .max(RECURRING_LIMITS.dueDays, { error: "validationFailed" })
    .optional()
    .describe("Days the client has to pay each invoice (7 by default)"),
  channels: z
    .array(z.enum(["email", "whatsapp"]))
    .optional()
    .describe("Where each invoice is sent; every channel the client has by default"),
  reminders: ReminderScheduleSchema.nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
};

export const CreateRecurringPlanRequest = z.object(planFields).strict();
export type CreateRecurringPlanRequest = z.infer<typeof CreateRecurringPlanRequest>;

/** What may change on a plan: the next cycles' content and its end (its start and interval stay). */
export const UpdateRecurringPlanRequest = z
  .object({
    lines: planFields.lines.optional(),
    discountPercent: planFields.discountPercent,
    minimumPart: planFields.minimumPart,
    notes: planFields.notes,
    endDate: planFields.endDate,
    cycles: planFields.cycles,
    dueDays: planFields.dueDays,
    channels: planFields.channels,
    reminders: planFields.reminders,
  })
  .strict();
export type UpdateRecurringPlanRequest = z.infer<typeof UpdateRecurringPlanRequest>;

export const RecurringCycle = z.object({
  cycle: z.number().int().describe("0 for the first"),
  date: z.string(),
  invoiceId: z.string(),
  number: z.string().nullable(),
  state: z.enum(INVOICE_STATES),
  totalTtc: z.number().int(),
  sentAt: z.string().nullable(),
});
export type RecurringCycle = z.infer<typeof RecurringCycle>;

export const RecurringPlan = z.object({
  id: z.string().meta({ example: "rplan_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
  status: z.enum(RECURRING_PLAN_STATUSES),
  mode: z.enum(MODES),
  clientId: z.string(),
  clientName: z.string(),
  template: z.enum(INVOICE_TEMPLATES),
  clientNcc: z.string().nullable(),
  lines: z.array(InvoiceLine),
  discountPercent: z.number(),
  totalTtc: z.number().int().describe("Each cycle's invoice's total"),
  minimumPart: z.number().int().nullable(),
  notes: z.string(),
  interval: z.enum(RECURRING_INTERVALS),
  customEvery: z.object({ count: z.number().int(), unit: z.enum(RECURRING_UNITS) }).nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  cycles: z.number().int().nullable(),
  dueDays: z.number().int(),
  channels: z.array(z.enum(["email", "whatsapp"])),
  reminders: ReminderScheduleSchema.nullable(),
  language: z.enum(LANGUAGES),
  cyclesIssued: z.number().int(),
  nextCycleDate: z.string().nullable().describe("The next cycle's date; null once ended or cancelled"),
  createdAt: z.string(),
  updatedAt: z.string(),
  pausedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type RecurringPlan = z.infer<typeof RecurringPlan>;

export const RecurringPlanDetail = RecurringPlan.extend({ issued: z.array(RecurringCycle) });
export type RecurringPlanDetail = z.infer<typeof RecurringPlanDetail>;

export const RecurringPlanList = z.object({ items: z.array(RecurringPlan), nextCursor: z.string().nullable() });
export const RecurringPlanListQuery = z.object({
  status: z.enum(RECURRING_PLAN_STATUSES).optional(),
  clientId: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type RecurringPlanListQuery = z.infer<typeof RecurringPlanListQuery>;

const v1Plan = snakeCased(RecurringPlan, { object: "recurring_plan", ref: "RecurringPlan" });
export const V1RecurringPlan = v1Plan.schema;
export const toV1RecurringPlan = v1Plan.from;
const v1Create = snakeCasedRequest(CreateRecurringPlanRequest, "CreateRecurringPlan");
export const V1CreateRecurringPlan = v1Create.schema;
export const fromV1CreateRecurringPlan = v1Create.toCamel;
const v1Update = snakeCasedRequest(UpdateRecurringPlanRequest, "UpdateRecurringPlan");
export const V1UpdateRecurringPlan = v1Update.schema;
export const fromV1UpdateRecurringPlan = v1Update.toCamel;
export const V1RecurringPlanList = v1List(V1RecurringPlan, "RecurringPlanList");
export const V1RecurringPlanListQuery = V1ListQuery.extend({ status: z.enum(RECURRING_PLAN_STATUSES).optional() });
