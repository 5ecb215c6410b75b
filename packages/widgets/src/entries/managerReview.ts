// @rolescope/widgets/manager-review: a manager's review of a report of their team, alone. The
// provider comes from `@rolescope/widgets/provider` (or the main entry).
import { shared } from '../strings/common';
import { competency } from '../strings/competency';
import { embed } from '../strings/embed';
import { managerReview } from '../strings/managerReview';
import { registerStrings } from '../strings/registry';
import { results } from '../strings/results';

// The texts the review and the provider read (a side effect, see package.json): its own, the
// level cards' (competency), the level names (results) and the provider's.
registerStrings({ ...managerReview, ...competency, ...results, ...shared, ...embed });

import { ManagerReview as ManagerReviewBase } from '../organization';
import { withWidgetRoot } from '../primitives/WidgetRoot';

export type { ManagerReviewProps } from '../organization';
/** The review inside its `WidgetRoot` (where the scoped reset applies). */
export const ManagerReview = /* @__PURE__ */ withWidgetRoot(ManagerReviewBase);
