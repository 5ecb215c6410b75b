import { SignUpForm as SignUpFormBase } from '../auth/SignUpForm';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's SignUpForm: registers its default texts when it first renders. */
export const SignUpForm = /* @__PURE__ */ withStrings(SignUpFormBase, personAreas);
