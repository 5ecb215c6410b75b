/** The part of a TanStack query `OptionsGate` reads. */
type OptionsQuery = {
  isLoading: boolean;
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
};

/**
 * `OptionsGate`'s props from a catalog query: pending during its first load (not while a
 * new list replaces shown options), failed when it failed with nothing to show; Retry refetches.
 */
export const queryGate = (query: OptionsQuery) => ({
  pending: query.isLoading,
  failed: query.isError && query.data === undefined,
  onRetry: () => void query.refetch(),
});
