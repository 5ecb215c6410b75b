import type { Strings } from './en';

/** Every key optional at every depth; arrays are replaced whole. */
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export type Localization = DeepPartial<Strings>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mergeDeep = (base: unknown, override: unknown): unknown => {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = mergeDeep(base[key], value);
  return out;
};

/** The strings with a partial localization laid over them (without changing either). */
export const mergeStrings = (base: Strings, localization?: Localization): Strings =>
  localization ? (mergeDeep(base, localization) as Strings) : base;

/** Fills `{name}` placeholders: `formatString('Step {n} of {total}', { n: 1, total: 5 })`. */
export const formatString = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
