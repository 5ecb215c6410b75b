import { LevelPicker as LevelPickerBase } from '../evaluation/LevelPicker';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's LevelPicker: registers its default texts when it first renders. */
export const LevelPicker = /* @__PURE__ */ withStrings(LevelPickerBase, personAreas);
