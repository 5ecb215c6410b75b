import { describe, expect, it } from 'vitest';
import { createArgon2Hasher } from './argon2';
import { createFastHasher } from './fast';

describe.each([
  ['argon2id', createArgon2Hasher()],
  ['fast (PBKDF2)', createFastHasher()],
])('%s hasher', (_, hasher) => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const h1 = await hasher.hash('Passw0rd!');
    const h2 = await hasher.hash('Passw0rd!');
    expect(h1).not.toBe(h2);
    expect(h1).not.toContain('Passw0rd!');
    expect(await hasher.verify(h1, 'Passw0rd!')).toBe(true);
    expect(await hasher.verify(h1, 'passw0rd!')).toBe(false);
  });

  it('answers false for an unreadable hash', async () => {
    expect(await hasher.verify('garbage', 'x')).toBe(false);
    expect(await hasher.verify('', 'x')).toBe(false);
  });

  it('does not truncate long passwords', async () => {
    const long = 'a'.repeat(127);
    const h = await hasher.hash(`${long}X`);
    expect(await hasher.verify(h, `${long}Y`)).toBe(false);
  });
});

describe('argon2id parameters', () => {
  it('uses OWASP’s 19 MiB, 2 passes, 1 lane', async () => {
    const h = await createArgon2Hasher().hash('x');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
