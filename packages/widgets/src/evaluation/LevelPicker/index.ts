export { LevelPicker, type LevelPickerProps } from './LevelPicker';
export { hasContent, isLevelDefined, levelOptionsOf, nextDefinedLevel } from './levels';
