import { createContext, useContext } from 'react';

/**
 * Where dialogs, popovers and tooltips are portalled: an element inside the provider's
 * `[data-rolescope]` root, so they inherit its theme variables. Null: `document.body`.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

export const usePortalRoot = (): HTMLElement | null => useContext(PortalRootContext);
