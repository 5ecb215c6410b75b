import {
  forgotPasswordRequestSchema,
  initiateRegistrationRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
  updateCurrentUserRequestSchema,
  updateCurrentUserResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from './auth';
import { messageResponseSchema } from './common';
import { currentUserResponseSchema } from './currentUser';
import type { Endpoint } from './endpoint';

/**
 * The endpoint table's rows of an account: registration, sign-in, passwords, sign-out and the
 * caller's own user (public rows and a signed-in user's).
 */
export const authEndpoints = {
  /**
   * Starts a registration and e-mails a 6-digit code; with only email, password and mobile
   * it re-sends the code.
   */
  initiateRegistration: {
    method: 'POST',
    path: '/v1/survey/initiate-registration',
    access: 'public',
    body: initiateRegistrationRequestSchema,
    response: messageResponseSchema,
  },
  /** Creates the account from the pending registration and its code. */
  verifyOtp: {
    method: 'POST',
    path: '/v1/survey/verify-otp',
    access: 'public',
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
    status: 201,
  },
  /** Signs in: `data` holds token, role and user. */
  login: {
    method: 'POST',
    path: '/v1/survey/login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  /** E-mails a reset link to a known account; the same answer for any well-formed e-mail. */
  forgotPassword: {
    method: 'POST',
    path: '/v1/survey/forgot-password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  /** Sets a new password with the token of a reset link. */
  resetPassword: {
    method: 'POST',
    path: '/v1/survey/reset-password',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  /** Ends the token's session. */
  logout: {
    method: 'POST',
    path: '/v1/survey/logout',
    response: messageResponseSchema,
  },
  /** The caller's own user: what an embedded widget learns from its client secret. */
  getCurrentUser: {
    method: 'GET',
    path: '/v1/user/me',
    response: currentUserResponseSchema,
  },
  /** Changes the caller's own profile (`{ name }`, '' for none); answers the updated user. */
  updateCurrentUser: {
    method: 'PATCH',
    path: '/v1/user/me',
    body: updateCurrentUserRequestSchema,
    response: updateCurrentUserResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
