import type { Report } from '@rolescope/core';
import { industryCategories } from '@rolescope/core/options';
import type { ReportFieldGroup } from './reportContent';

/** An item of a catalog list (industry category, job family, function, competency). */
type NamedItem = { readonly _id: string; readonly name: string };

/** The catalog lists a report's ids are read against; undefined while a list loads. */
type CatalogLists = {
  industries?: readonly NamedItem[] | undefined;
  jobFamilies?: readonly NamedItem[] | undefined;
  functions?: readonly NamedItem[] | undefined;
  competencies?: readonly NamedItem[] | undefined;
};

type CatalogKind = keyof CatalogLists;

/** Reads catalog ids as names. */
export type CatalogNames = {
  /**
   * The catalog's name of `id`; else the name the report stored (`stored`); else, for an
   * industry category, the built-in option set's name; else the "not in the current catalog"
   * text ('' while the list still loads). Never the id itself.
   */
  nameOf: (kind: CatalogKind, id: string, stored?: string) => string;
  /** The names of a stored value (an id or a list of ids), joined with ", "; '' for none. */
  namesOf: (kind: CatalogKind, raw: unknown) => string;
};

const builtInIndustries = new Map(industryCategories.map((c) => [c.id, c.name]));

/** `CatalogNames` over the given lists, with `notInCatalog` for an id none of them knows. */
export const catalogNames = (lists: CatalogLists, notInCatalog: string): CatalogNames => {
  const maps = new Map<CatalogKind, Map<string, string>>();
  const mapOf = (kind: CatalogKind) => {
    const list = lists[kind];
    if (!list) return undefined;
    let map = maps.get(kind);
    if (!map) {
      map = new Map(list.map((item) => [item._id, item.name]));
      maps.set(kind, map);
    }
    return map;
  };
  const nameOf = (kind: CatalogKind, id: string, stored?: string): string => {
    const map = mapOf(kind);
    const fromCatalog = map?.get(id);
    if (fromCatalog) return fromCatalog;
    const own = stored?.trim();
    if (own && own !== id) return own;
    const builtIn = kind === 'industries' ? builtInIndustries.get(id) : undefined;
    if (builtIn) return builtIn;
    return map ? notInCatalog : '';
  };
  const namesOf = (kind: CatalogKind, raw: unknown): string => {
    const ids = (Array.isArray(raw) ? raw : [raw]).filter(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    return ids
      .map((id) => nameOf(kind, id.trim()))
      .filter((name) => name !== '')
      .join(', ');
  };
  return { nameOf, namesOf };
};

/** The step-1 fields that hold catalog ids, and the list each is read against. */
const catalogFields: Readonly<Record<string, CatalogKind>> = {
  industryCategory: 'industries',
  process: 'jobFamilies',
  currentFunction: 'functions',
};

/** The role detail groups with the catalog fields' ids read as names. */
export const withCatalogNames = (
  groups: readonly ReportFieldGroup[],
  report: Report,
  names: CatalogNames,
): ReportFieldGroup[] => {
  const details: Record<string, unknown> = report.userFilledDetails.details ?? {};
  return groups.map((group) => ({
    ...group,
    fields: group.fields.map((f) => {
      const kind = catalogFields[f.key];
      return kind ? { ...f, value: names.namesOf(kind, details[f.key]) } : f;
    }),
  }));
};
