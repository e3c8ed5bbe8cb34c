import { apiClient } from "../api.js";
import { CliError, needConfig } from "../config.js";
import { followStream } from "../follow.js";
import type { Output } from "../output.js";

// `payflow logs tail`: the company's API requests in the key's mode as they are answered
// (GET /v1/logs/stream), the last minute's first. `--status 4xx` keeps the refusals.

type Line = {
  method: string;
  path: string;
  status: number;
  error_code: string | null;
  duration_ms: number;
  request_id: string;
  created_at: string;
};

/** "4xx" a class, "404" one status. */
function statusFilter(spec: string | undefined): (status: number) => boolean {
  if (!spec) return () => true;
  const parts = spec.split(",").map((p) => p.trim().toLowerCase());
  if (!parts.every((p) => /^[1-5](xx|\d\d)$/.test(p)))
    throw new CliError("--status takes 4xx, 5xx, 200, 404… (comma-separated).");
  return (status) => parts.some((p) => (p.endsWith("xx") ? String(status)[0] === p[0] : String(status) === p));
}

export async function tailLogs(options: { status?: string }, out: Output): Promise<void> {
  const keep = statusFilter(options.status);
  const api = apiClient(await needConfig());
  await followStream(api, "/v1/logs/stream", out, async (message) => {
    if (message.event === "ready") {
      out.info(`Following the API's requests (${JSON.parse(message.data).mode} mode); Ctrl-C to stop.`);
      return;
    }
    const line = JSON.parse(message.data) as Line;
    if (!keep(line.status)) return;
    out.result(line, () =>
      [
        line.created_at,
        line.method.padEnd(6),
        String(line.status),
        `${line.duration_ms} ms`.padStart(7),
        line.path,
        line.error_code ?? "",
        line.request_id,
      ]
        .filter(Boolean)
        .join("  "),
    );
  });
}
