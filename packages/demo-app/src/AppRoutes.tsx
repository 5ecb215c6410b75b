import { Route, Routes } from 'react-router';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireUser } from './guards/RequireUser';
import { RootLayout } from './layout/RootLayout';
import { ThemeFooter } from './layout/ThemeFooter';
import { lazyRoute } from './lazyRoute';
import { Route as Login } from './routes/login';

// Each screen but the landing page loads on demand (its own chunk). The landing page ships
// with the app's first chunk (no second round trip before the first paint; Lighthouse's
// performance score of /login).
const signup = lazyRoute(() => import('./routes/signup'), 'Route');
const verifyOtp = lazyRoute(() => import('./routes/verifyOtp'), 'Route');
const forgotPassword = lazyRoute(() => import('./routes/forgotPassword'), 'Route');
const resetPassword = lazyRoute(() => import('./routes/resetPassword'), 'Route');
const passwordSuccess = lazyRoute(() => import('./routes/passwordSuccess'), 'Route');
const join = lazyRoute(() => import('./routes/join'), 'Route');
const superAdmin = lazyRoute(() => import('./routes/superAdmin'), 'Route');
const organizationInsights = lazyRoute(() => import('./routes/organizationInsights'), 'Route');
const notFound = lazyRoute(() => import('./routes/notFound'), 'Route');
// The header (logo, user menu with the Theme choice) loads with the first protected page.
const appShell = lazyRoute(() => import('./layout/AppShell'), 'AppShell');
const userDashboard = lazyRoute(() => import('./routes/userDashboard'), 'Route');
const competencyEvaluation = lazyRoute(() => import('./routes/competencyEvaluation'), 'Route');
const careerProgression = lazyRoute(() => import('./routes/careerProgression'), 'Route');
const competencyResults = lazyRoute(() => import('./routes/competencyResults'), 'Route');
const thankYou = lazyRoute(() => import('./routes/thankYou'), 'Route');
const reportsHistory = lazyRoute(() => import('./routes/reportsHistory'), 'Route');
const help = lazyRoute(() => import('./routes/help'), 'Route');
const helpTopic = lazyRoute(() => import('./routes/helpTopic'), 'Route');

/**
 * Every route of both route tables of the specification. The public pages, the admin area and
 * not-found end with the footer's Theme choice; the protected pages have it in the header's
 * user menu.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<ThemeFooter />}>
          <Route index element={<Login />} />
          <Route path="login" element={<Login />} />
          <Route path="signup" element={signup} />
          <Route path="verify-otp" element={verifyOtp} />
          <Route path="forgot-password" element={forgotPassword} />
          <Route path="reset-password" element={resetPassword} />
          <Route path="password-success" element={passwordSuccess} />
          <Route path="join" element={join} />
          <Route path="help/:topic" element={helpTopic} />
          <Route element={<RequireAdmin />}>
            <Route path="super-admin" element={superAdmin} />
            <Route path="super-admin/organizations/:id/insights" element={organizationInsights} />
          </Route>
          <Route path="*" element={notFound} />
        </Route>
        <Route element={<RequireUser />}>
          <Route element={appShell}>
            <Route path="user-dashboard" element={userDashboard} />
            <Route path="competency-evaluation" element={competencyEvaluation} />
            <Route path="career-progression-evaluation" element={careerProgression} />
            <Route path="competency-results" element={competencyResults} />
            <Route path="thank-you" element={thankYou} />
            <Route path="reports-history" element={reportsHistory} />
            <Route path="help" element={help} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
