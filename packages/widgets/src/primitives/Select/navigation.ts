/** Pure helpers shared by Select and MultiSelect: where a list opens, moves and searches. */
export type NavOption = { label: string; disabled?: boolean };

/** The first enabled index, or -1. */
export const firstEnabled = (options: readonly NavOption[]): number =>
  options.findIndex((o) => !o.disabled);

/** The last enabled index, or -1. */
export const lastEnabled = (options: readonly NavOption[]): number =>
  options.findLastIndex((o) => !o.disabled);

/** The next enabled index after `from` in the direction `step` (an arrow), or `from` at either end. */
export const nextEnabled = (options: readonly NavOption[], from: number, step: 1 | -1): number => {
  for (let i = from + step; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return from;
};

/**
 * Type-ahead (WAI-ARIA APG): the next enabled option after `from`, wrapping, whose label starts
 * with the typed string (case-insensitive); for a repeated letter ("tt") with no such label, the
 * next one starting with that letter (cycling); -1 for none.
 */
export const typeaheadMatch = (options: readonly NavOption[], typed: string, from: number) => {
  const find = (query: string) => {
    for (let i = 1; i <= options.length; i++) {
      const index = (from + i + options.length) % options.length;
      const option = options[index];
      if (option && !option.disabled && option.label.toLocaleLowerCase().startsWith(query)) {
        return index;
      }
    }
    return -1;
  };
  const query = typed.toLocaleLowerCase();
  const found = find(query);
  return found < 0 && [...query].every((c) => c === query[0]) ? find(query.slice(0, 1)) : found;
};
