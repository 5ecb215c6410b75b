import { EMAIL_UNSAFE_CHARACTERS } from '@rolescope/core/validation';
import { describe, expect, it } from 'vitest';
import { NOT_UNICODE } from '../src/http/validate';
import { createConsoleMailer } from '../src/mail/console';
import { submitBody } from './answers';
import { makeTestApp, signUpData } from './harness';
import { storeFactories } from './stores';

type Message = { message?: string; errors?: Record<string, string> };

/** JSON text with `\ud800` (a lone high surrogate) where the marker `@LONE@` stands. */
const withLone = (value: unknown, where = '@LONE@') =>
  JSON.stringify(value).replaceAll(where, '\\ud800');

describe.each(storeFactories)('input that is not well-formed ($name store)', ({ create }) => {
  it('answers 400, never 500, to a lone surrogate in a value or a key, on every kind of body', async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const draft = await t.call<{ data: { draftId: string } }>('POST', '/v1/survey/save-draft', {
      token: u.token,
      body: { draftData: { details: { role: 'Engineer' } } },
    });
    const draftId = draft.body.data.draftId;
    const cases: [string, string, string, string?][] = [
      [
        'POST',
        '/v1/survey/save-draft',
        withLone({ draftData: { details: { role: 'a@LONE@b' } } }),
        u.token,
      ],
      [
        'POST',
        '/v1/survey/save-draft',
        withLone({ draftData: { details: { 'k@LONE@': 'x' } } }),
        u.token,
      ],
      [
        'POST',
        '/v1/survey/save-draft',
        withLone({ draftData: { selectedLevels: { '@LONE@': 3 } } }),
        u.token,
      ],
      [
        'PUT',
        '/v1/survey/update-draft',
        withLone({ draftId, draftData: { details: { role: '@LONE@' } } }),
        u.token,
      ],
      [
        'POST',
        '/v1/survey/send-report-to-admin',
        withLone({ ...submitBody(u.email), report: [{ step: 1, title: '@LONE@' }] }),
        u.token,
      ],
      ['PATCH', '/v1/user/me', withLone({ name: 'Ana @LONE@' }), u.token],
      [
        'POST',
        '/v1/survey/initiate-registration',
        withLone(signUpData(2, { designation: 'Eng@LONE@' })),
      ],
      ['POST', '/v1/survey/login', withLone({ email: 'a@LONE@@example.com', password: 'x' })],
      ['POST', '/v1/survey/save-draft', '"\\ud800"', u.token],
      [
        'POST',
        '/v1/survey/save-draft',
        withLone({ draftData: { details: { role: '\udc00' } } }),
        u.token,
      ],
    ];
    for (const [method, path, raw, token] of cases) {
      const res = await t.call<Message>(method, path, {
        raw,
        token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, `${method} ${path} ${raw.slice(0, 80)}`).toBe(400);
      expect(res.body.message).toBe(NOT_UNICODE);
    }
    expect(t.errors).toEqual([]);
    // a well-formed pair (an emoji) is text like any other
    const emoji = await t.call('POST', '/v1/survey/save-draft', {
      token: u.token,
      body: { draftData: { details: { role: 'Engineer \ud83d\ude80' } } },
    });
    expect(emoji.status).toBe(201);
  });

  it('refuses at sign-up an e-mail address with control characters, quotes or angle brackets', async () => {
    const t = await makeTestApp({ store: await create() });
    for (const email of [
      'ana\u0001@example.com',
      'ana\u007f@example.com',
      '"ana"@example.com',
      'ana<x>@example.com',
      'ana@exa\u001bmple.com',
    ]) {
      const res = await t.call<Message>('POST', '/v1/survey/initiate-registration', {
        body: signUpData(3, { email }),
      });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body.errors?.email).toBe(EMAIL_UNSAFE_CHARACTERS);
      expect(t.mailer.messages).toHaveLength(0);
    }
    // an apostrophe is part of real addresses
    const ok = await t.call('POST', '/v1/survey/initiate-registration', {
      body: signUpData(4, { email: "o'brien@example.com" }),
    });
    expect(ok.status).toBe(200);
  });
});

describe('the console mailer', () => {
  it('never prints a control character raw', async () => {
    const lines: string[] = [];
    await createConsoleMailer((l) => lines.push(l)).send({
      to: 'ana\r\n\u001b[31m@example.com',
      subject: 'Hi\u0007\nforged: line',
      text: 'Body line\nsecond\u001b[2J line\r',
    });
    const printed = lines.join('\n');
    // every control character is escaped but the text's own line breaks
    expect(printed.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
    expect(printed).toContain('ana\\u000d\\u000a\\u001b[31m@example.com');
    expect(printed).toContain('Hi\\u0007\\u000aforged: line');
    expect(printed.split('\n')).toEqual([
      '--- e-mail to ana\\u000d\\u000a\\u001b[31m@example.com: Hi\\u0007\\u000aforged: line',
      'Body line',
      'second\\u001b[2J line\\u000d',
      '---',
    ]);
  });
});
