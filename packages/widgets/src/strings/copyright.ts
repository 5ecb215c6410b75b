import { formatString } from './mergeStrings';

/**
 * A copyright line (`© {year} {product}. ...`) with the year of the clock, so no footer goes
 * stale on the first of January.
 */
export const copyrightText = (template: string, product: string, now: Date = new Date()): string =>
  formatString(template, { year: String(now.getFullYear()), product });
