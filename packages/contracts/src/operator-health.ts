import { z } from "zod";
import { snakeCased } from "./casing";
import { MOBILE_PAYMENT_OPERATORS, MODES } from "./payment-rules";

// How each operator is doing, measured from PayFlow's own traffic (docs/OPERATORS.md, Operator
// health): the attempts of the last minutes, per operator and operation (collect; pay out once
// payouts exist). Live mode reads every business's live traffic, test mode the business's own
// test payments (its sandbox scenarios).

export const OPERATOR_STATUSES = ["operational", "degraded", "down"] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** The thresholds (docs/OPERATORS.md, Operator health). */
export const OPERATOR_HEALTH = {
  /** The sliding window read, in minutes. */
  windowMinutes: 15,
  /** Fewer calls than this in the window say nothing: the operator counts as operational. */
  minimumCalls: 5,
  /** Share of calls answered by an operator error or not answered in time: degraded from… */
  degradedShare: 0.1,
  /** …and down from. */
  downShare: 0.5,
} as const;

const count = (description: string) => z.number().int().min(0).describe(description);
const ms = (description: string) => z.number().int().min(0).nullable().describe(description);

export const OperationHealth = z.object({
  calls: count("Attempts made in the window"),
  succeeded: count("Of those, succeeded"),
  failed: count("Of those, ended without success (failed or expired)"),
  operatorErrors: count("Of those, answered by an error of the operator (5xx, internal error)"),
  timeouts: count("Of those, whose call got no answer in time"),
  successRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe("Succeeded among those that ended, between 0 and 1; null when none ended"),
  timeToFinalP50Ms: ms(
    "Median time from the attempt to its end (success, failure or expiry), in milliseconds; null when none ended",
  ),
  timeToFinalP95Ms: ms("95th percentile of the same; null without one"),
  pending: count("Attempts still waiting for the operator now, whenever they started"),
});
export type OperationHealth = z.infer<typeof OperationHealth>;

export const OperatorHealth = z.object({
  id: z.enum(MOBILE_PAYMENT_OPERATORS).describe("The operator"),
  status: z
    .enum(OPERATOR_STATUSES)
    .describe("operational, degraded (errors or time-outs on 10 % of calls or more) or down (50 % or more)"),
  collect: OperationHealth.describe("Collecting payments"),
});
export type OperatorHealth = z.infer<typeof OperatorHealth>;

export const OperatorHealthReport = z.object({
  mode: z.enum(MODES).describe("Whose traffic: live reads every business's live payments, test this business's"),
  windowMinutes: z.number().int().describe("The sliding window read, in minutes"),
  operators: z.array(OperatorHealth).describe("Each mobile money operator, in PayFlow's order"),
});
export type OperatorHealthReport = z.infer<typeof OperatorHealthReport>;

const v1OperatorHealth = snakeCased(OperatorHealth, { object: "operator", ref: "OperatorHealth" });
export const V1OperatorHealth = v1OperatorHealth.schema;
export const toV1OperatorHealth = v1OperatorHealth.from;

export const V1OperatorHealthList = z
  .object({
    object: z.literal("list").describe("A list"),
    mode: z.enum(MODES).describe("The key's mode: live reads every business's live traffic, test this business's"),
    window_minutes: z.number().int().describe("The sliding window read, in minutes"),
    data: z.array(V1OperatorHealth).describe("Each mobile money operator"),
  })
  .meta({ id: "OperatorHealthList" });
export type V1OperatorHealthList = z.infer<typeof V1OperatorHealthList>;
