import { useStrings as useStringsBase } from '../strings';
import { personAreas } from '../strings/personAreas';
import { withAllStrings } from '../strings/withStrings';

/** The main entry's useStrings: registers its default texts when it first renders. */
export const useStrings = /* @__PURE__ */ withAllStrings(useStringsBase, personAreas);
