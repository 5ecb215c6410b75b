import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';
import { ColorSchemeSwitch as ColorSchemeSwitchBase } from '../theme';

/** The main entry's ColorSchemeSwitch: registers its default texts when it first renders. */
export const ColorSchemeSwitch = /* @__PURE__ */ withStrings(ColorSchemeSwitchBase, personAreas);
