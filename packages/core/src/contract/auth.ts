import * as z from 'zod/mini';
import { messages } from '../validation/messages';
import { NAME_MAX_LENGTH } from '../validation/profile';
import { dataResponse, idSchema } from './common';

export const userRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Registration seniority labels (a label, not a permission). */
export const registrationLevels = ['Junior', 'Middle', 'Senior', 'Top'] as const;
export const registrationLevelSchema = z.enum(registrationLevels);
export type RegistrationLevel = z.infer<typeof registrationLevelSchema>;

const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(128));
const text = z.string().check(z.maxLength(200));
/** A full name: trimmed, at most 100 characters, '' for none. */
const name = z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, messages.profile.nameTooLong));

/** The public user object returned by login and registration. Never carries a hash. */
export const userSchema = z.object({
  _id: idSchema,
  email: z.string(),
  mobile: z.string(),
  designation: z.string(),
  level: z.string(),
  functionDepartment: z.string(),
  role: userRoleSchema,
  name: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /v1/survey/initiate-registration. With only email, password and mobile it re-sends the code. */
export const initiateRegistrationRequestSchema = z.object({
  email,
  password,
  mobile: z.string().check(z.maxLength(20)),
  designation: z.optional(text),
  level: z.optional(text),
  functionDepartment: z.optional(text),
  /** Optional full name, stored on the user when the account is created. */
  name: z.optional(name),
});
export type InitiateRegistrationRequest = z.infer<typeof initiateRegistrationRequestSchema>;

/** The registration fields the sign-up form sends (mobile without its +91- prefix). */
export const registrationSchema = z.object({
  email,
  password,
  mobile: z.string().check(z.maxLength(20)),
  designation: text,
  level: text,
  functionDepartment: text,
  /** Optional full name. */
  name: z.optional(name),
});
export type Registration = z.infer<typeof registrationSchema>;

/** POST /v1/survey/verify-otp. */
export const verifyOtpRequestSchema = z.extend(registrationSchema, {
  otp: z.string().check(z.maxLength(20)),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;
export const verifyOtpResponseSchema = dataResponse(z.object({ user: userSchema }));
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST /v1/survey/login. */
export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResultSchema = z.object({
  token: z.string(),
  role: userRoleSchema,
  user: userSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = dataResponse(loginResultSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /v1/survey/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /v1/survey/reset-password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.maxLength(512)), // an empty token is just an invalid link
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** PATCH /v1/user/me: the caller's own profile. An empty name means "no name". */
export const updateCurrentUserRequestSchema = z.object({ name });
export type UpdateCurrentUserRequest = z.infer<typeof updateCurrentUserRequestSchema>;
export const updateCurrentUserResponseSchema = dataResponse(userSchema);
export type UpdateCurrentUserResponse = z.infer<typeof updateCurrentUserResponseSchema>;
