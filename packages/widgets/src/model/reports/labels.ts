import {
  currentIndustriesByCategory,
  degrees,
  experienceOptions,
  industryCategories,
  institutes,
} from '@rolescope/core/options';
import { formatInr } from '@rolescope/core/validation';

type Labelled = { readonly id: string; readonly label?: string; readonly name?: string };

const lookup = (options: readonly Labelled[]) => {
  const map = new Map(options.map((o) => [o.id, o.label ?? o.name ?? o.id]));
  return (value: string): string | undefined => map.get(value);
};

/** `software-engineering` → `Software Engineering` (catalog ids without a local option set). */
export const humanizeSlug = (value: string): string =>
  /^[a-z0-9]+(-[a-z0-9]+)+$/.test(value)
    ? value
        .split('-')
        .map((w) => (w.length > 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
        .join(' ')
    : value;

const industry = lookup(industryCategories);
const degree = lookup(degrees);
const experience = lookup(experienceOptions);
const institute = lookup(institutes);
const currentIndustry = lookup(Object.values(currentIndustriesByCategory).flat());

/** Label readers per kind of step-1 value: an option set's label, else the value (humanized). */
const labelReaders = {
  industryCategory: industry,
  currentIndustry,
  degree,
  experience,
  institute,
} as const;

export type LabelKind = keyof typeof labelReaders | 'catalog' | 'text';

/** The display text of one stored value of the given kind. */
const labelOf = (kind: LabelKind, value: string): string =>
  kind === 'text'
    ? value
    : kind === 'catalog'
      ? humanizeSlug(value)
      : (labelReaders[kind](value) ?? humanizeSlug(value));

/**
 * The display text of a stored value: lists joined with ", ", money in INR (en-IN), percents
 * with %, '' for empty values (the dialog shows N/A then).
 */
export const displayValue = (
  raw: unknown,
  kind: LabelKind | 'money' | 'percent' | 'number' = 'text',
): string => {
  if (raw === undefined || raw === null) return '';
  if (Array.isArray(raw)) {
    return raw
      .map((v) => displayValue(v, kind))
      .filter((v) => v !== '')
      .join(', ');
  }
  if (kind === 'money' || kind === 'percent' || kind === 'number') {
    const n = typeof raw === 'number' ? raw : Number(String(raw).replace(/[^\d.-]/g, ''));
    if (String(raw).trim() === '' || !Number.isFinite(n)) return '';
    return kind === 'money' ? formatInr(n) : kind === 'percent' ? `${n}%` : String(n);
  }
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  return text === '' ? '' : labelOf(kind, text);
};
