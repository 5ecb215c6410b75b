import { ResetPassword as ResetPasswordBase } from '../auth/ResetPassword';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's ResetPassword: registers its default texts when it first renders. */
export const ResetPassword = /* @__PURE__ */ withStrings(ResetPasswordBase, personAreas);
