import { API_VERSIONS, type ApiVersion, LATEST_API_VERSION } from "@payflow/contracts";
import type { VersionChange } from "./change";
import { lateFrom } from "./late-from";

// Versions of the merchant API (docs/API.md § Versions): every answer and webhook body is made
// in the latest shape, then each change newer than the caller's version is undone, newest first.
// A change names the objects it touches by their `object` field, wherever they sit (a list's
// `data`, an event's `data`, a webhook body), so no route knows about versions.

const order = (version: ApiVersion) => API_VERSIONS.indexOf(version);

/** Every change, newest first: the order they are undone in. */
const CHANGES: readonly VersionChange[] = [lateFrom].sort((a, b) => order(b.version) - order(a.version));

/** The value with one change undone in every object it touches, at any depth; the input is left as it was. */
function undo(value: unknown, change: VersionChange): unknown {
  if (Array.isArray(value)) return value.map((item) => undo(item, change));
  if (!value || typeof value !== "object") return value;
  // Metadata is the business's own keys and values, never an object of ours.
  const object = Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === "metadata" ? field : undo(field, change)]),
  );
  const kind = typeof object.object === "string" ? object.object : null;
  const back = kind ? change.objects[kind] : undefined;
  return back ? back(object) : object;
}

/** A value made in the latest shape, as the given version shows it. */
export function renderIn(version: ApiVersion, value: unknown): unknown {
  if (version === LATEST_API_VERSION) return value;
  return CHANGES.filter((change) => order(change.version) > order(version)).reduce(undo, value);
}
