import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireUser } from './guards/RequireUser';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RouteLoading } from './layout/RouteLoading';
import { Route as LoginRoute } from './routes/login';

/** A route whose screen is loaded on demand (its own chunk), from `./routes/<file>`. */
const lazy = (load: () => Promise<{ Route: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Route }),
});

/** Every route of both route tables of the specification. */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      // The landing page ships with the app's first chunk (no second round trip for the route
      // before the first paint; Lighthouse's performance score of /login, issue 22).
      { index: true, Component: LoginRoute },
      { path: 'login', Component: LoginRoute },
      { path: 'signup', ...lazy(() => import('./routes/signup')) },
      { path: 'verify-otp', ...lazy(() => import('./routes/verifyOtp')) },
      { path: 'forgot-password', ...lazy(() => import('./routes/forgotPassword')) },
      { path: 'reset-password', ...lazy(() => import('./routes/resetPassword')) },
      { path: 'password-success', ...lazy(() => import('./routes/passwordSuccess')) },
      {
        Component: RequireUser,
        children: [
          {
            // The header (logo, user menu) loads with the first protected page. Its user menu
            // holds the Theme choice (`handle.themeInUserMenu`: no footer switch there).
            handle: { themeInUserMenu: true },
            lazy: async () => ({ Component: (await import('./layout/AppShell')).AppShell }),
            children: [
              { path: 'user-dashboard', ...lazy(() => import('./routes/userDashboard')) },
              {
                path: 'competency-evaluation',
                ...lazy(() => import('./routes/competencyEvaluation')),
              },
              {
                path: 'career-progression-evaluation',
                ...lazy(() => import('./routes/careerProgression')),
              },
              { path: 'competency-results', ...lazy(() => import('./routes/competencyResults')) },
              { path: 'thank-you', ...lazy(() => import('./routes/thankYou')) },
              { path: 'reports-history', ...lazy(() => import('./routes/reportsHistory')) },
              { path: 'help', ...lazy(() => import('./routes/help')) },
            ],
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [{ path: 'super-admin', ...lazy(() => import('./routes/superAdmin')) }],
      },
      { path: '*', ...lazy(() => import('./routes/notFound')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
