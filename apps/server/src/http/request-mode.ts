import { MODE_HEADER, type Mode } from "@payflow/contracts";
import type { Context } from "hono";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

/** The staff web app's current mode (header x-payflow-mode); test when absent, as the app starts. */
export function requestMode(c: Context<AppEnv>): Mode {
  const value = c.req.header(MODE_HEADER);
  if (value === undefined || value === "") return "test";
  if (value !== "test" && value !== "live") throw new AppError("invalidMode");
  return value;
}
