export { AuthSidePanel, type AuthSidePanelProps } from './AuthSidePanel';
