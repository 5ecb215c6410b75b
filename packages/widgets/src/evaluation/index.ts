// What the other feature folders use of the competency evaluation (the public widgets are listed
// in the package's index.ts).
export { LevelRadioGroup } from './LevelPicker/LevelRadioGroup';
export { catalogOptions, useRoleCatalog } from './RoleDetailsStep/useRoleCatalog';
export { SubmitConfirmation, useGlobalLoading } from './SubmitConfirmation';
