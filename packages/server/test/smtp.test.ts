import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { MAIL_FAILED, MailDeliveryError } from '../src/errors';
import { createFastHasher } from '../src/hash/fast';
import { defaultPaths } from '../src/node/paths';
import { type RunningServer, startServer } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { type FakeSmtp, startFakeSmtp } from './fakeSmtp';
import { signUpData } from './harness';
import { postJson } from './serverProcess';

const APP_URL = 'https://rolescope.test';
const FROM = 'Rolescope Test <no-reply@rolescope.test>';

const running: RunningServer[] = [];
const smtps: FakeSmtp[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.close()));
  await Promise.all(smtps.map((s) => s.close()));
});

/** The real Node server (in memory) sending its e-mail through `MAIL_TRANSPORT`. */
const serverMailingTo = async (mailTransport: string) => {
  const settings = parseSettings(
    {
      PORT: '0',
      DATABASE_URL: 'memory://',
      SEED_DEMO: '0',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
      APP_URL,
      MAIL_TRANSPORT: mailTransport,
      MAIL_FROM: FROM,
    },
    defaultPaths(),
  );
  const server = await startServer(settings, { log: null, hasher: createFastHasher(1) });
  running.push(server);
  return server.url;
};

const fakeSmtp = async (options?: Parameters<typeof startFakeSmtp>[0]) => {
  const smtp = await startFakeSmtp(options);
  smtps.push(smtp);
  return smtp;
};

const api = (base: string, path: string) => `${base}/api/v1/survey/${path}`;

describe('e-mail through MAIL_TRANSPORT=smtp://', () => {
  it('delivers the sign-up code and the reset link, from MAIL_FROM, and both work', async () => {
    const smtp = await fakeSmtp();
    const base = await serverMailingTo(smtp.url);
    const who = signUpData(101);

    const init = await postJson(api(base, 'initiate-registration'), who);
    expect(init.status).toBe(200);
    // the code is sent before the answer: it has arrived already
    expect(smtp.messages).toHaveLength(1);
    const codeMail = await smtp.nextMessage(0);
    expect(codeMail.rcptTo).toEqual([who.email]);
    expect(codeMail.mailFrom).toBe('no-reply@rolescope.test');
    expect(codeMail.headers.to).toBe(who.email);
    expect(codeMail.headers.from).toBe(FROM);
    expect(codeMail.headers.subject).toBe('Your Rolescope verification code');
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
    expect(code, codeMail.text).toBeDefined();
    expect(codeMail.text).toContain(`Your Rolescope verification code is ${code}.`);
    const verify = await postJson(api(base, 'verify-otp'), { ...who, otp: code });
    expect(verify.status).toBe(201);

    const forgot = await postJson(api(base, 'forgot-password'), { email: who.email });
    expect(forgot.status).toBe(200);
    // the reset link is sent after the answer (its timing must not reveal the account)
    const resetMail = await smtp.nextMessage(1);
    expect(resetMail.rcptTo).toEqual([who.email]);
    expect(resetMail.headers.subject).toBe('Reset your Rolescope password');
    const link = new RegExp(`${APP_URL}/reset-password\\?token=(\\S+)`).exec(resetMail.text);
    expect(link, resetMail.text).not.toBeNull();
    const reset = await postJson(api(base, 'reset-password'), {
      token: decodeURIComponent(link?.[1] ?? ''),
      password: 'N3w-passw0rd!',
    });
    expect(reset.status).toBe(200);
    const login = await postJson(api(base, 'login'), {
      email: who.email,
      password: 'N3w-passw0rd!',
    });
    expect(login.status).toBe(200);
  }, 60_000);

  it.each([['PLAIN' as const], ['LOGIN' as const]])(
    'signs in with the URL’s user and password (AUTH %s)',
    async (method) => {
      const smtp = await fakeSmtp({
        auth: { user: 'mailer', pass: 's3cret:/@', methods: [method] },
      });
      const base = await serverMailingTo(
        `smtp://mailer:${encodeURIComponent('s3cret:/@')}@127.0.0.1:${smtp.port}`,
      );
      const who = signUpData(method === 'PLAIN' ? 102 : 103);
      expect((await postJson(api(base, 'initiate-registration'), who)).status).toBe(200);
      const mail = await smtp.nextMessage(0);
      expect(mail.authUser).toBe('mailer');
      expect(mail.rcptTo).toEqual([who.email]);
      expect(mail.text).toMatch(/verification code is \d{6}\./);
    },
    60_000,
  );
});

describe('when the SMTP server fails', () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('sign-up answers 503 with a clear message, reports the cause, and can be retried at once', async () => {
    const smtp = await fakeSmtp({ rejectRecipient: '550 5.1.1 Mailbox unavailable' });
    const base = await serverMailingTo(smtp.url);
    const who = signUpData(104);

    const failed = await postJson(api(base, 'initiate-registration'), who);
    expect(failed).toEqual({
      status: 503,
      body: { message: 'We could not send the verification code. Please try again later.' },
    });
    expect(failed.body.message).toBe(MAIL_FAILED['verification-code']);
    expect(errors).toHaveBeenCalledWith(expect.any(MailDeliveryError));
    const reported = errors.mock.calls[0]?.[0] as MailDeliveryError;
    expect(reported.message).toMatch(/^Could not deliver the verification-code e-mail: .*550/);

    // the code never arrived, so the 60-second resend wait does not apply
    smtp.options.rejectRecipient = undefined;
    const retried = await postJson(api(base, 'initiate-registration'), who);
    expect(retried.status).toBe(200);
    expect((await smtp.nextMessage(0)).rcptTo).toEqual([who.email]);
  }, 60_000);

  it('a server that is not there at all also answers 503, not 500', async () => {
    const gone = await startFakeSmtp();
    await gone.close();
    const base = await serverMailingTo(gone.url);
    const failed = await postJson(api(base, 'initiate-registration'), signUpData(105));
    expect(failed).toEqual({ status: 503, body: { message: MAIL_FAILED['verification-code'] } });
    expect(errors).toHaveBeenCalledWith(expect.any(MailDeliveryError));
  }, 60_000);

  it('wrong SMTP credentials answer 503 too', async () => {
    const smtp = await fakeSmtp({ auth: { user: 'mailer', pass: 'right', methods: ['PLAIN'] } });
    const base = await serverMailingTo(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`);
    const failed = await postJson(api(base, 'initiate-registration'), signUpData(106));
    expect(failed.status).toBe(503);
    expect(smtp.messages).toEqual([]);
    // neither the password nor anything else secret is in what was reported
    expect(JSON.stringify(errors.mock.calls.map((c) => String(c[0])))).not.toContain('wrong');
  }, 60_000);
});
