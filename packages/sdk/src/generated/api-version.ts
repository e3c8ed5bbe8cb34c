// Written by scripts/generate.ts: the merchant API version the generated types describe.
export const API_VERSION = "2026-11-29";
