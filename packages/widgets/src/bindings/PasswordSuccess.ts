import { PasswordSuccess as PasswordSuccessBase } from '../auth/PasswordSuccess';
import { en } from '../strings/en';
import { withStrings } from '../strings/withStrings';

/** The main entry's PasswordSuccess: registers its default texts when it first renders. */
export const PasswordSuccess = /* @__PURE__ */ withStrings(PasswordSuccessBase, en);
