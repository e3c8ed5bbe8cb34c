/** The `code` of a failed Better Auth answer (e.g. INVALID_PASSWORD, INVALID_CODE). */
export async function authErrorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  return typeof body.code === "string" ? body.code : undefined;
}
