import { account } from './account';
import { shared } from './common';
import { evaluation } from './evaluation';
import { reports } from './reports';

/**
 * Every user-visible text of the widgets, grouped by area. The defaults are the
 * specification's exact texts; `localization` overrides any part of it.
 */
export const en = { ...account, ...reports, ...evaluation, ...shared };

export type Strings = typeof en;
