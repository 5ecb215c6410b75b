import { account } from './account';
import { shared } from './common';
import { embed } from './embed';

/** The texts of the provider (its embed gate and error toasts). */
export const providerAreas = { ...shared, ...embed };

/** The texts of the sign-in split screen and its views (as `@rolescope/widgets/auth-panel`). */
export const authPanelAreas = { ...account, ...shared, ...embed };
