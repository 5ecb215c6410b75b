/**
 * Pure helpers shared by Select and MultiSelect. Moving through the list is Floating UI's
 * `useListNavigation`; these only name where a list opens or a new search starts.
 */
export type NavOption = { label: string; disabled?: boolean };

/** The first enabled index, or -1. */
export const firstEnabled = (options: readonly NavOption[]): number =>
  options.findIndex((o) => !o.disabled);

/** The last enabled index, or -1. */
export const lastEnabled = (options: readonly NavOption[]): number =>
  options.findLastIndex((o) => !o.disabled);

/**
 * Type-ahead matching for `useTypeahead`: the label starting with the typed string (case-
 * insensitive); a leading space (the Space that opened the list) is ignored; disabled options
 * are `null` in the list and never match.
 */
export const findLabelMatch = (
  labels: ReadonlyArray<string | null>,
  typed: string,
): string | undefined => {
  const query = typed.trimStart().toLocaleLowerCase();
  if (!query) return undefined;
  return labels.find((label) => label?.toLocaleLowerCase().startsWith(query)) ?? undefined;
};
