export { AuthPanel, type AuthPanelProps, type AuthView } from './AuthPanel';
export { BrandingPanel, type BrandingPanelProps } from './BrandingPanel';
