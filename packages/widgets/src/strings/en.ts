import { account } from './account';
import { appShell } from './appShell';
import { career } from './career';
import { charts } from './charts';
import { shared } from './common';
import { competency } from './competency';
import { embed } from './embed';
import { evaluation } from './evaluation';
import { help } from './help';
import { insights } from './insights';
import { managerReview } from './managerReview';
import { names } from './names';
import { pages } from './pages';
import { reports } from './reports';
import { results } from './results';
import { roleDetails } from './roleDetails';
import { team } from './team';

/**
 * Every user-visible text of the widgets, grouped by area. The defaults are the
 * specification's exact texts; `localization` overrides any part of it.
 */
export const en = {
  ...account,
  ...appShell,
  ...reports,
  ...help,
  ...evaluation,
  ...competency,
  ...pages,
  ...roleDetails,
  ...shared,
  ...career,
  ...embed,
  ...results,
  ...charts,
  ...names,
  ...team,
  ...insights,
  ...managerReview,
};

export type Strings = typeof en;
