import {
  endpoints,
  forgotPasswordRequestSchema,
  initiateRegistrationRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  saveDraftRequestSchema,
  sendReportRequestSchema,
  updateDraftRequestSchema,
  verifyOtpRequestSchema,
} from '@rolescope/core';
import { body } from '../http/validate';
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

export const LOGIN_OK = 'Login successful';
export const LOGGED_OUT = 'Logged out successfully';

/** Accounts, drafts and submission: /v1/survey/*. */
export const registerSurveyRoutes = ({ api, ctx, auth, clientAddress }: RouteDeps) => {
  api.post(endpoints.initiateRegistration.path, async (c) => {
    const input = await body(c, initiateRegistrationRequestSchema, registrationErrorsOf);
    return c.json({ message: await initiateRegistration(ctx, input) });
  });

  api.post(endpoints.verifyOtp.path, async (c) => {
    const user = await verifyRegistration(ctx, await body(c, verifyOtpRequestSchema));
    return c.json({ data: { user }, message: REGISTERED }, 201);
  });

  api.post(endpoints.login.path, async (c) => {
    const input = await body(c, loginRequestSchema);
    return c.json({ data: await login(ctx, input, clientAddress(c)), message: LOGIN_OK });
  });

  api.post(endpoints.forgotPassword.path, async (c) => {
    const { email } = await body(c, forgotPasswordRequestSchema);
    return c.json({ message: await requestPasswordReset(ctx, email) });
  });

  api.post(endpoints.resetPassword.path, async (c) => {
    const { token, password } = await body(c, resetPasswordRequestSchema);
    return c.json({ message: await resetPassword(ctx, token, password) });
  });

  api.post(endpoints.logout.path, auth, async (c) => {
    const { jti, expiresAt } = c.get('auth');
    await logout(ctx, jti, expiresAt);
    return c.json({ message: LOGGED_OUT });
  });

  api.post(endpoints.saveDraft.path, auth, async (c) => {
    const { draftData } = await body(c, saveDraftRequestSchema);
    const draftId = await saveDraft(ctx, c.get('auth'), draftData);
    return c.json({ data: { draftId }, message: DRAFT_SAVED }, 201);
  });

  api.put(endpoints.updateDraft.path, auth, async (c) => {
    const { draftId, draftData } = await body(c, updateDraftRequestSchema);
    const id = await updateDraft(ctx, c.get('auth'), draftId, draftData);
    return c.json({ data: { draftId: id }, message: DRAFT_UPDATED });
  });

  api.delete(endpoints.deleteDraft.path, auth, async (c) => {
    await deleteDraft(ctx, c.get('auth'), c.req.param('id') ?? '');
    return c.json({ message: DRAFT_DELETED });
  });

  api.post(endpoints.sendReportToAdmin.path, auth, async (c) => {
    const input = await body(c, sendReportRequestSchema);
    const reportId = await submitReport(ctx, c.get('auth'), input);
    return c.json({ data: { reportId }, message: REPORT_SUBMITTED }, 201);
  });
};
