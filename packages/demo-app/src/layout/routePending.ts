import { createContext } from 'react';

/**
 * Counts the route fallbacks on screen (+1 when one shows, -1 when it goes): the root layout
 * shows the page-transition indicator while a route's code loads.
 */
export const RoutePendingContext = createContext<(delta: 1 | -1) => void>(() => {});
