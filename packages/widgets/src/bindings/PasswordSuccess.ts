import { PasswordSuccess as PasswordSuccessBase } from '../auth/PasswordSuccess';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's PasswordSuccess: registers its default texts when it first renders. */
export const PasswordSuccess = /* @__PURE__ */ withStrings(PasswordSuccessBase, personAreas);
