import { ManagerReview as ManagerReviewBase } from '../organization';
import { en } from '../strings/en';
import { withStrings } from '../strings/withStrings';

/** The main entry's ManagerReview: registers its default texts when it first renders. */
export const ManagerReview = /* @__PURE__ */ withStrings(ManagerReviewBase, en);
