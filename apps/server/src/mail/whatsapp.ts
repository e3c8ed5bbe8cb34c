import type { Config } from "../config/env";

/** Sends a text message through the WhatsApp Cloud API; throws with the API's reason when refused. */
export type WhatsAppTransport = { send: (to: string, text: string) => Promise<void> };

const TIMEOUT_MS = 10_000;

/**
 * The WhatsApp Cloud API (POST {api}/{phone-number-id}/messages, Bearer token), or null when it
 * is not configured. `to` is the number in international form without "+" (2250700000001).
 */
export function createWhatsAppTransport(config: Config): WhatsAppTransport | null {
  const token = config.WHATSAPP_ACCESS_TOKEN;
  const numberId = config.WHATSAPP_PHONE_NUMBER_ID;
  if (!token || !numberId) return null;
  const url = `${config.WHATSAPP_API_URL.replace(/\/$/, "")}/${encodeURIComponent(numberId)}/messages`;
  return {
    send: async (to, text) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to,
          type: "text",
          text: { preview_url: false, body: text },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return;
      const body = (await res.json().catch(() => null)) as { error?: { message?: string; code?: number } } | null;
      throw new Error(`WhatsApp API ${res.status}: ${body?.error?.message ?? "refused"}`);
    },
  };
}
