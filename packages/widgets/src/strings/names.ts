/** How catalog ids read in reports (industries, job families, functions, competencies). */
export const names = {
  catalogNames: {
    /** Shown for an id the current catalog no longer has, when the report stored no name for it. */
    notInCatalog: 'Not in the current catalog',
  },
};

type CatalogNameStrings = (typeof names)['catalogNames'];

/**
 * The catalog-name strings of the merged strings: the overrides once `en` carries `names`,
 * the defaults above until then.
 */
export const catalogNameStrings = (strings: object): CatalogNameStrings => ({
  ...names.catalogNames,
  ...(strings as { catalogNames?: Partial<CatalogNameStrings> }).catalogNames,
});
