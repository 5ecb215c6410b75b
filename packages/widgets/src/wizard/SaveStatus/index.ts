export { SaveStatus, type SaveStatusProps } from './SaveStatus';
