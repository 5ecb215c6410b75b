import type { NewUser, Store } from '../src/store/types';

const t0 = new Date('2026-01-01T00:00:00.000Z');

/** User number `n` as the store takes it (`u{n}@example.com`, a 10-digit mobile). */
export const newUser = (n: number, overrides: Partial<NewUser> = {}): NewUser => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `u${n}@example.com`,
  passwordHash: `hash-${n}`,
  mobile: `90000000${String(n).padStart(2, '0')}`,
  designation: 'Engineer',
  level: 'Middle',
  functionDepartment: 'Engineering',
  name: '',
  role: 'user',
  createdAt: t0,
  ...overrides,
});

/** Runs `fn` on a fresh store from `create`, closing it afterwards. */
export const withStoreFrom =
  (create: () => Promise<Store>) =>
  async (fn: (s: Store) => Promise<void>): Promise<void> => {
    const s = await create();
    try {
      await fn(s);
    } finally {
      await s.close();
    }
  };
