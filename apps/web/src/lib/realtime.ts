import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// Live updates for the signed-in areas: one EventSource on /api/stream (the server sends the
// payments this person may see and their notifications; the browser reconnects by itself and
// the server catches up from Last-Event-ID). Each event marks the matching queries stale, so
// every open screen — lists, cards, the notifications badge — refreshes without polling.

/**
 * Query keys that show payments or money moved (lists, details, dashboard figures, the client
 * portal, payouts, payment links' totals and payments, invoices paid in parts).
 */
export const PAYMENT_QUERY_ROOTS = [
  "payments",
  "dashboard",
  "portal-transactions",
  "reports",
  "payouts",
  "payment-links",
  "invoices",
] as const;

export function useRealtimeUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/stream");
    const onPayment = () => {
      for (const root of PAYMENT_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    };
    const onNotification = () => void queryClient.invalidateQueries({ queryKey: ["notifications"] });
    source.addEventListener("payment", onPayment);
    source.addEventListener("notification", onNotification);
    return () => source.close();
  }, [queryClient]);
}
