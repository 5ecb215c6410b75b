/** Pure helpers of the select's keyboard model (skipping disabled options). */
export type NavOption = { label: string; disabled?: boolean };

/** The next enabled index from `from` in direction `step` (no wrap); `from` if none. */
export const nextEnabled = (options: readonly NavOption[], from: number, step: 1 | -1): number => {
  for (let i = from + step; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return from;
};

export const firstEnabled = (options: readonly NavOption[]): number => nextEnabled(options, -1, 1);

export const lastEnabled = (options: readonly NavOption[]): number =>
  nextEnabled(options, options.length, -1);

/**
 * Type-ahead: the first enabled option after `from` (wrapping) whose label starts with
 * `query`; a query of one repeated letter cycles through the options with that letter.
 */
export const matchTypeahead = (
  options: readonly NavOption[],
  query: string,
  from: number,
): number => {
  const q = query.toLowerCase();
  const repeated = q.length > 1 && q.split('').every((c) => c === q[0]);
  const search = repeated ? q.slice(0, 1) : q;
  const start = repeated || q.length === 1 ? from + 1 : from;
  for (let k = 0; k < options.length; k++) {
    const i = (((start + k) % options.length) + options.length) % options.length;
    const option = options[i];
    if (option && !option.disabled && option.label.toLowerCase().startsWith(search)) return i;
  }
  return -1;
};
