import { ForgotPassword as ForgotPasswordBase } from '../auth/ForgotPassword';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's ForgotPassword: registers its default texts when it first renders. */
export const ForgotPassword = /* @__PURE__ */ withStrings(ForgotPasswordBase, personAreas);
