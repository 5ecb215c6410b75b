export { QuickCheck } from './QuickCheck';
