// Where a sandbox may send a callback: this server's own `/callbacks/…`, nowhere else.
//
// The sandboxes' credentials are public, so anyone who reaches this server can ask a sandbox
// for a payment and name its callback URL (MTN's X-Callback-Url, Orange's notif_url). Without
// this check the server would POST wherever it was told, its retries included. A callback URL
// is accepted only when it is on one of the server's own bases — its public URL
// (`publicUrl(config)`) or the loopback address it listens on (`deps.selfUrl`, what PayFlow
// itself sends in test mode) — and its path is under that base's `/callbacks/`. It is checked
// when the payment is created (the sandbox refuses it the operator's way) and again by the
// sender before every attempt, which never follows a redirect.

const SAFE_PATH = /^[A-Za-z0-9._~/-]*$/;

/**
 * Why `url` is not one of this server's callback addresses, or null when it is. `bases` are
 * the server's own addresses (`http://127.0.0.1:3000`, `https://pay.example.ci`, a path prefix
 * allowed); the URL must have one's origin and its path must start with `<base path>/callbacks/`.
 */
export function callbackTargetProblem(url: string, bases: readonly string[]): string | null {
  // What the URL parser would quietly repair (spaces, backslashes, control characters) is refused.
  const raw = /^https?:\/\/([^/?#]*)([^?#]*)/.exec(url);
  if (!raw || !/^[\x21-\x7e]+$/.test(url) || url.includes("\\")) return "not a plain http(s) URL";
  const [, authority = "", path = ""] = raw;
  // http://localhost:3000@elsewhere/… is elsewhere.
  if (authority.includes("@")) return "credentials in the URL";
  // Encoded characters (%2e%2e, %2f…) and dot segments could mean another path once decoded or resolved.
  if (!SAFE_PATH.test(path)) return "encoded or unusual characters in the path";
  if (path.split("/").some((s) => s === "." || s === "..")) return "dot segments in the path";
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return "not a URL";
  }
  if (target.username || target.password) return "credentials in the URL";
  for (const base of bases) {
    let own: URL;
    try {
      own = new URL(base);
    } catch {
      continue;
    }
    const prefix = `${own.pathname.replace(/\/+$/, "")}/callbacks/`;
    if (target.origin === own.origin && target.pathname.startsWith(prefix) && target.pathname.length > prefix.length) {
      return null;
    }
  }
  return "not this server's /callbacks/ address";
}
