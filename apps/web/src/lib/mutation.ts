import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A write whose reads under `queryKey` are read again afterwards: once it has answered or
 * failed ("settled": a failure may still have changed something), or only once it succeeded.
 */
export function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  queryKey: QueryKey,
  after: "settled" | "success" = "settled",
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(after === "settled" ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh });
}

/** A write whose answer is the new value of the read under `queryKey` (no second read). */
export function useReplacingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer: R) => queryClient.setQueryData(queryKey, answer) });
}
