import { useMutation, useQueryClient } from "@tanstack/react-query";
import { payoutsQueryKey } from "./list-payouts";

/**
 * A payout write: the payouts are read again afterwards, and so are the balances (under
 * "dashboard"), since a payout reserves money when queued and gives it back when cancelled.
 */
export function usePayoutMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: payoutsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
