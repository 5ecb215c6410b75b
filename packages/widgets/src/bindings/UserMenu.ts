import { UserMenu as UserMenuBase } from '../auth/UserMenu';
import { en } from '../strings/en';
import { withStrings } from '../strings/withStrings';

/** The main entry's UserMenu: registers its default texts when it first renders. */
export const UserMenu = /* @__PURE__ */ withStrings(UserMenuBase, en);
