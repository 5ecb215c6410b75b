export { QuickCheck, type QuickCheckProps } from './QuickCheck';
