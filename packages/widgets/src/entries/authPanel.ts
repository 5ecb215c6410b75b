// @rolescope/widgets/auth-panel: the sign-in split screen alone, with its stylesheet
// `@rolescope/widgets/auth-panel.css`. Its sign-up and forgot-password views load when the
// panel opens. The provider comes from `@rolescope/widgets/provider` (or the main entry).
import { account } from '../strings/account';
import { shared } from '../strings/common';
import { embed } from '../strings/embed';
import { registerStrings } from '../strings/registry';

// The texts the panel's views and the provider read (a side effect, see package.json).
registerStrings({ ...account, ...shared, ...embed });

export type { LoginResult, Registration } from '@rolescope/core';
export type { AuthPanelProps, AuthView } from '../auth/AuthPanel/AuthPanelFrame';

import { AuthPanel as AuthPanelBase } from '../auth/AuthPanel';
import { BrandingPanel as BrandingPanelBase } from '../auth/AuthPanel/BrandingPanel';
import { withWidgetRoot } from '../primitives/WidgetRoot';

export type { BrandingPanelProps } from '../auth/AuthPanel/BrandingPanel';
/** The sign-in split screen inside its `WidgetRoot` (where the scoped reset applies). */
export const AuthPanel = /* @__PURE__ */ withWidgetRoot(AuthPanelBase);
/** The branding carousel alone, inside its `WidgetRoot`. */
export const BrandingPanel = /* @__PURE__ */ withWidgetRoot(BrandingPanelBase);
