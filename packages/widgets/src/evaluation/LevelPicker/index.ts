export { LevelPicker, type LevelPickerProps } from './LevelPicker';
