import type { ApiVersion } from "@payflow/contracts";

/**
 * One version's change, as a way back: for each kind of object it touches (its `object` field:
 * "payment", "event"…), how an object in that version's shape is written in the shape of the
 * version before. Answers are made in the latest shape and taken back one change at a time.
 */
export type VersionChange = {
  /** The version that brought the change. */
  version: ApiVersion;
  objects: Record<string, (value: Record<string, unknown>) => Record<string, unknown>>;
};
