import { VerifyOtp as VerifyOtpBase } from '../auth/VerifyOtp';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's VerifyOtp: registers its default texts when it first renders. */
export const VerifyOtp = /* @__PURE__ */ withStrings(VerifyOtpBase, personAreas);
