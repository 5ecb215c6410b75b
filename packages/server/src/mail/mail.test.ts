import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { MAIL_FAILED, MailDeliveryError } from '../errors';
import { createErrorHandler } from '../http/errorHandler';
import { createConsoleMailer } from './console';
import { createMailer } from './createMailer';
import { createFileMailer } from './file';
import { createMemoryMailer, lastCodeSentTo, lastResetTokenSentTo } from './memory';
import { otpMail, resetMail } from './messages';

describe('mailers', () => {
  it('the memory mailer collects messages and finds the last code and token', async () => {
    const m = createMemoryMailer();
    await m.send(otpMail('A@x.com', '123456'));
    await m.send(otpMail('a@x.com', '654321'));
    await m.send(resetMail('b@x.com', 'https://app.test/reset-password?token=abc_DEF-1'));
    expect(m.sentTo('a@x.com')).toHaveLength(2);
    expect(lastCodeSentTo(m, 'a@x.com')).toBe('654321');
    expect(lastResetTokenSentTo(m, 'b@x.com')).toBe('abc_DEF-1');
    expect(lastCodeSentTo(m, 'c@x.com')).toBeUndefined();
  });

  it('the file mailer writes one JSON file per message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rs-mail-'));
    const mailer = createFileMailer(join(dir, 'out'));
    await mailer.send({ to: 'a@x.com', subject: 'S1', text: 'T1' });
    await mailer.send({ to: 'b@x.com', subject: 'S2', text: 'T2' });
    const files = (await readdir(join(dir, 'out'))).sort();
    expect(files).toHaveLength(2);
    const messages = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(join(dir, 'out', f), 'utf8'))),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        { to: 'a@x.com', subject: 'S1', text: 'T1' },
        { to: 'b@x.com', subject: 'S2', text: 'T2' },
      ]),
    );
  });

  it('createMailer reads MAIL_TRANSPORT', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await createMailer('console').send({ to: 'a@x.com', subject: 'Hi', text: 'Body' });
    expect(print).toHaveBeenCalledWith(expect.stringContaining('a@x.com'));
    print.mockRestore();
    const dir = await mkdtemp(join(tmpdir(), 'rs-mail-'));
    await createMailer(`file://${dir}`).send({ to: 'a@x.com', subject: 'S', text: 'T' });
    expect(await readdir(dir)).toHaveLength(1);
    expect(createMailer('smtp://user:pass@localhost:2525')).toHaveProperty('send');
    expect(() => createMailer('carrier-pigeon://')).toThrow(/MAIL_TRANSPORT/);
  });

  it('the console mailer prints the message', async () => {
    const lines: string[] = [];
    await createConsoleMailer((l) => lines.push(l)).send(otpMail('a@x.com', '111222'));
    expect(lines.join('\n')).toContain('111222');
  });

  it('mail texts hold the code and the link', () => {
    expect(otpMail('a@x.com', '987654').text).toContain('987654');
    expect(resetMail('a@x.com', 'https://x/reset-password?token=t').text).toContain(
      'https://x/reset-password?token=t',
    );
  });

  it('a transport that cannot deliver fails with a MailDeliveryError naming the purpose', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rs-mail-'));
    const notAFolder = join(dir, 'file');
    await writeFile(notAFolder, '');
    const error = await createFileMailer(join(notAFolder, 'out'))
      .send(otpMail('a@x.com', '123456'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ purpose: 'verification-code' });
    // the message says what failed, never what the e-mail said
    expect((error as Error).message).toMatch(/^Could not deliver the verification-code e-mail: /);
    expect((error as Error).message).not.toContain('123456');
  });

  it('the API answers a delivery failure with 503 and the message for its purpose', async () => {
    const reported: unknown[] = [];
    const app = new Hono();
    app.onError(createErrorHandler((e) => reported.push(e)));
    app.get('/:purpose', (c) => {
      const purpose = c.req.param('purpose');
      throw new MailDeliveryError(
        purpose === 'none' ? undefined : (purpose as 'password-reset'),
        new Error('connect ECONNREFUSED'),
      );
    });
    for (const [path, message] of [
      ['/verification-code', MAIL_FAILED['verification-code']],
      ['/password-reset', MAIL_FAILED['password-reset']],
      ['/none', MAIL_FAILED.other],
    ] as const) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message });
    }
    expect(reported).toHaveLength(3);
  });
});
