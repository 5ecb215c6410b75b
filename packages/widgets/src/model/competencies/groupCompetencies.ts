import type { CompetencyOption } from '@rolescope/core/contract';

/** One heading of the competency list: the chosen ones, or the competencies of one function. */
export type CompetencyGroup = {
  /** 'chosen', or 'function:' and the function id. */
  key: string;
  /** The heading: "Chosen", or the function's name. */
  title: string;
  items: readonly Pick<CompetencyOption, '_id' | 'name'>[];
};

/** Lower case without diacritics ("Café" → "cafe"), for a forgiving search. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export type GroupInput = {
  options: readonly CompetencyOption[];
  /** The chosen ids, in choice order. */
  chosen: readonly string[];
  query: string;
  /** The heading of the chosen group. */
  chosenTitle: string;
  /** A function id's name (the catalog's, else a readable form of the id). */
  functionName: (id: string) => string;
  /** The role's functions, in the role's order: their groups come first. */
  functionOrder?: readonly string[];
};

/**
 * The competency list as groups: "Chosen" first (in choice order), then one group per function
 * (the role's functions in their order, then any other, by name), each sorted by name.
 * A competency offered under several functions is listed once, under the first. The search
 * keeps the competencies whose name contains it (case- and diacritic-insensitive); empty
 * groups are left out.
 */
export const groupCompetencies = ({
  options,
  chosen,
  query,
  chosenTitle,
  functionName,
  functionOrder = [],
}: GroupInput): CompetencyGroup[] => {
  const needle = foldText(query.trim());
  const matches = (o: Pick<CompetencyOption, 'name'>) =>
    needle === '' || foldText(o.name).includes(needle);
  const byId = new Map<string, CompetencyOption>();
  for (const o of options) if (!byId.has(o._id)) byId.set(o._id, o);
  const chosenSet = new Set(chosen);
  const chosenItems = chosen.flatMap((id) => {
    const o = byId.get(id);
    return o && matches(o) ? [o] : [];
  });
  const byFunction = new Map<string, CompetencyOption[]>();
  for (const o of byId.values()) {
    if (chosenSet.has(o._id) || !matches(o)) continue;
    const list = byFunction.get(o.function) ?? [];
    list.push(o);
    byFunction.set(o.function, list);
  }
  const rank = (fn: string) => {
    const i = functionOrder.indexOf(fn);
    return i === -1 ? functionOrder.length : i;
  };
  const functionGroups = [...byFunction.entries()]
    .map(([fn, items]) => ({
      rank: rank(fn),
      group: {
        key: `function:${fn}`,
        title: functionName(fn),
        items: items.sort((a, b) => a.name.localeCompare(b.name)),
      },
    }))
    .sort((a, b) => a.rank - b.rank || a.group.title.localeCompare(b.group.title))
    .map(({ group }) => group);
  return [
    ...(chosenItems.length > 0 ? [{ key: 'chosen', title: chosenTitle, items: chosenItems }] : []),
    ...functionGroups,
  ];
};
