import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../test/clock';
import type { UserRecord } from '../store/types';
import { createTokenService } from './tokens';

const user = (n: number, tokenVersion = 0) =>
  ({ id: `user-${n}`, email: `u${n}@example.com`, role: 'user', tokenVersion }) as UserRecord;

describe('token service', () => {
  afterEach(() => vi.restoreAllMocks());

  it('verifies a token once and answers later checks of the same text from memory', async () => {
    const tokens = createTokenService('s'.repeat(32), createTestClock(), 3600);
    const token = await tokens.issue(user(1));
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ sub: 'user-1', email: 'u1@example.com', role: 'user', tv: 0 });
    expect(hmac).toHaveBeenCalledTimes(1);
    expect(await tokens.verify(token)).toEqual(first);
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  it('signs an embed session scope into the token and none into an ordinary one', async () => {
    const clock = createTestClock();
    const tokens = createTokenService('s'.repeat(32), clock, 3600);
    const scope = {
      organizationId: 'org-1',
      externalUserId: 'm-7',
      role: 'manager' as const,
      features: ['history' as const],
    };
    const embed = await tokens.issueSession(user(1), 60, scope);
    expect((await tokens.verify(embed.token))?.embed).toEqual(scope);
    expect(await tokens.verify(await tokens.issue(user(1)))).not.toHaveProperty('embed');
    // a scope that is not one of ours (an unknown role) makes the token invalid
    const { SignJWT } = await import('jose');
    const key = new TextEncoder().encode('s'.repeat(32));
    const odd = await new SignJWT({
      email: 'u1@example.com',
      role: 'user',
      tv: 0,
      eo: 'org-1',
      ex: 'x',
      er: 'ceo',
      ft: [],
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setJti('j')
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 60)
      .sign(key);
    expect(await tokens.verify(odd)).toBeNull();
  });

  it('still rejects tampered tokens and tokens signed with another secret', async () => {
    const clock = createTestClock();
    const tokens = createTokenService('s'.repeat(32), clock, 3600);
    const token = await tokens.issue(user(1));
    await tokens.verify(token);
    const [h, p, sig] = token.split('.') as [string, string, string];
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${sig}`;
    expect(await tokens.verify(forged)).toBeNull();
    const other = createTokenService('t'.repeat(32), clock, 3600);
    expect(await other.verify(token)).toBeNull();
  });

  it('expires a remembered token on time (exp <= now, as jose decides)', async () => {
    const clock = createTestClock();
    const tokens = createTokenService('s'.repeat(32), clock, 60);
    const token = await tokens.issue(user(1));
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(59_999);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
    // and it stays rejected (re-verified by jose, which agrees)
    expect(await tokens.verify(token)).toBeNull();
  });

  it('remembers at most cacheSize tokens, forgetting the oldest', async () => {
    const tokens = createTokenService('s'.repeat(32), createTestClock(), 3600, 2);
    const [a, b, c] = await Promise.all([1, 2, 3].map((n) => tokens.issue(user(n))));
    for (const t of [a, b, c]) await tokens.verify(t as string);
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    await tokens.verify(c as string);
    await tokens.verify(b as string);
    expect(hmac).not.toHaveBeenCalled();
    expect(await tokens.verify(a as string)).toMatchObject({ sub: 'user-1' });
    expect(hmac).toHaveBeenCalledTimes(1);
  });
});
