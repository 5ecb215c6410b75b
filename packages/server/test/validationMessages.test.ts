import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp, signUpData } from './harness';
import { FORGOT, INITIATE, LOGIN, RESET, SAVE, VERIFY } from './paths';

/**
 * A missing, empty or mistyped field gets the specification's words (the forms' texts), never
 * a schema library's default wording, and a refused form lists every field to correct.
 * Validation runs before any storage, so the memory store serves.
 */

const REQUIRED = {
  email: 'Email is required',
  password: 'Password is required',
  mobile: 'Mobile number is required',
  designation: 'Designation is required',
  level: 'Level is required',
  functionDepartment: 'Function/Department is required',
};

const setup = () => makeTestApp({ store: new MemoryStore() });

describe('validation messages in the specification’s words', () => {
  it('sign-up with every field empty lists all six required messages', async () => {
    const t = await setup();
    const empty = Object.fromEntries(Object.keys(REQUIRED).map((k) => [k, '']));
    const res = await t.call('POST', INITIATE, { body: empty });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Validation failed', errors: REQUIRED });
  });

  it('sign-up with fields left out or null says they are required, in the same words', async () => {
    const t = await setup();
    const res = await t.call('POST', INITIATE, {
      body: { designation: null, level: 'Middle', functionDepartment: 'Engineering' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: REQUIRED.email,
      password: REQUIRED.password,
      mobile: REQUIRED.mobile,
      designation: REQUIRED.designation,
    });
  });

  it('sign-up with a mistyped field says what it must be, and still lists the others', async () => {
    const t = await setup();
    const res = await t.call('POST', INITIATE, {
      body: { ...signUpData(1), mobile: 9000000001, password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      mobile: 'mobile must be a string',
      password: 'Password must be at least 8 characters long',
    });
  });

  it('a re-send (email, password, mobile) with an empty mobile asks only for the three', async () => {
    const t = await setup();
    const res = await t.call('POST', INITIATE, {
      body: { email: '', password: 'Passw0rd!', mobile: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: REQUIRED.email, mobile: REQUIRED.mobile });
  });

  it('verify-otp with nothing but a code names each missing field', async () => {
    const t = await setup();
    const res = await t.call('POST', VERIFY, { body: { otp: '123456' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(REQUIRED); // the contract: the registration fields and otp
    const noCode = await t.call('POST', VERIFY, { body: { ...signUpData(2) } });
    expect(noCode.body.errors).toEqual({ otp: 'Please enter the OTP' });
  });

  it('sign-in: empty, blank or missing e-mail and password', async () => {
    const t = await setup();
    for (const body of [{ email: '', password: '' }, { email: '   ' }, {}]) {
      const res = await t.call('POST', LOGIN, { body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ email: REQUIRED.email, password: REQUIRED.password });
    }
  });

  it('forgot-password: empty or missing e-mail', async () => {
    const t = await setup();
    for (const body of [{ email: '' }, {}]) {
      const res = await t.call('POST', FORGOT, { body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ email: REQUIRED.email });
    }
  });

  it('reset-password: an empty password is required; an empty token is an invalid link', async () => {
    const t = await setup();
    const noPassword = await t.call('POST', RESET, { body: { token: 'abc', password: '' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ password: REQUIRED.password });
    const noToken = await t.call('POST', RESET, { body: { token: '', password: 'NewPass@123' } });
    expect(noToken.status).toBe(400);
    expect(noToken.body).toEqual({ message: 'Reset link is invalid or has expired' });
  });

  it('too long text says its limit in words', async () => {
    const t = await setup();
    const res = await t.call('POST', LOGIN, {
      body: { email: 'a@b.co', password: 'x'.repeat(129) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'password must be at most 128 characters' });
  });

  it('a mistyped nested value is named by its path, not called missing', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(3);
    const res = await t.call('POST', SAVE, { token: u.token, body: { draftData: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ draftData: 'draftData must be an object' });
    const levels = await t.call('POST', SAVE, {
      token: u.token,
      body: { draftData: { selectedLevels: { c1: 'x' } } },
    });
    expect(levels.status).toBe(400);
    expect(levels.body.errors).toEqual({
      'draftData.selectedLevels.c1': 'draftData.selectedLevels.c1 must be a number',
    });
  });
});
