import { login, logout } from '../services/auth';
import {
  initiateRegistration,
  REGISTERED,
  registrationErrorsOf,
  verifyRegistration,
} from '../services/otp';
import { requestPasswordReset, resetPassword } from '../services/passwordReset';
import {
  DRAFT_DELETED,
  DRAFT_SAVED,
  DRAFT_UPDATED,
  deleteDraft,
  REPORT_SUBMITTED,
  saveDraft,
  submitReport,
  updateDraft,
} from '../services/reports';
import type { RouteDeps } from './types';

const LOGIN_OK = 'Login successful';
const LOGGED_OUT = 'Logged out successfully';

/** Accounts, drafts and submission: /v1/survey/*. */
export const registerSurveyRoutes = ({ route, ctx, clientAddress }: RouteDeps) => {
  route('initiateRegistration', { alsoCheck: registrationErrorsOf }, async (c, { body }) => ({
    message: await initiateRegistration(ctx, body, clientAddress(c)),
  }));

  route('verifyOtp', async (c, { body }) => ({
    data: { user: await verifyRegistration(ctx, body, clientAddress(c)) },
    message: REGISTERED,
  }));

  route('login', async (c, { body }) => ({
    data: await login(ctx, body, clientAddress(c)),
    message: LOGIN_OK,
  }));

  route('forgotPassword', async (c, { body }) => ({
    message: await requestPasswordReset(ctx, body.email, clientAddress(c)),
  }));

  route('resetPassword', async (c, { body }) => ({
    message: await resetPassword(ctx, body.token, body.password, clientAddress(c)),
  }));

  route('logout', async (c) => {
    const { jti, expiresAt } = c.get('auth');
    await logout(ctx, jti, expiresAt);
    return { message: LOGGED_OUT };
  });

  route('saveDraft', async (c, { body }) => ({
    data: { draftId: await saveDraft(ctx, c.get('auth'), body.draftData) },
    message: DRAFT_SAVED,
  }));

  route('updateDraft', async (c, { body }) => ({
    data: { draftId: await updateDraft(ctx, c.get('auth'), body.draftId, body.draftData) },
    message: DRAFT_UPDATED,
  }));

  route('deleteDraft', async (c, { params }) => {
    await deleteDraft(ctx, c.get('auth'), params.id);
    return { message: DRAFT_DELETED };
  });

  route('sendReportToAdmin', async (c, { body }) => ({
    data: { reportId: await submitReport(ctx, c.get('auth'), body) },
    message: REPORT_SUBMITTED,
  }));
};
