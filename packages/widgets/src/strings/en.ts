import { personAreas } from './areas';
import { help } from './help';
import { insights } from './insights';
import { managerReview } from './managerReview';
import { pages } from './pages';
import { reportAreas } from './reportAreas';
import { team } from './team';

/**
 * Every user-visible text of the widgets, grouped by area. The defaults are the
 * specification's exact texts; `localization` overrides any part of it.
 */
export const en = {
  ...personAreas,
  ...reportAreas,
  ...help,
  ...pages,
  ...team,
  ...insights,
  ...managerReview,
};

export type Strings = typeof en;
