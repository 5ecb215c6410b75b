import { useStrings as useStringsBase } from '../strings';
import { en } from '../strings/en';
import { withAllStrings } from '../strings/withStrings';

/** The main entry's useStrings: registers its default texts when it first renders. */
export const useStrings = /* @__PURE__ */ withAllStrings(useStringsBase, en);
