// @rolescope/widgets/auth-panel: the sign-in split screen alone, with its stylesheet
// `@rolescope/widgets/auth-panel.css`. Its sign-up and forgot-password views load when the
// panel opens. The provider comes from `@rolescope/widgets/provider` (or the main entry).
import { account } from '../strings/account';
import { shared } from '../strings/common';
import { embed } from '../strings/embed';
import { registerStrings } from '../strings/registry';

// The texts the panel's views and the provider read (a side effect, see package.json).
registerStrings({ ...account, ...shared, ...embed });

export type { AuthPanelProps, AuthView } from '../auth/AuthPanel/AuthPanelFrame';
export { BrandingPanel, type BrandingPanelProps } from '../auth/AuthPanel/BrandingPanel';
export { LazyAuthPanel as AuthPanel } from '../auth/AuthPanel/LazyAuthPanel';
