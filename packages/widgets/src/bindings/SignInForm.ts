import { SignInForm as SignInFormBase } from '../auth/SignInForm';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's SignInForm: registers its default texts when it first renders. */
export const SignInForm = /* @__PURE__ */ withStrings(SignInFormBase, personAreas);
