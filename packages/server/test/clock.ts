import type { Clock } from '../src/deps';

export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void };

/** A clock that only moves when told to. */
export const createTestClock = (start = new Date('2026-01-15T09:00:00.000Z')): TestClock => {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (date) => {
      t = date.getTime();
    },
  };
};
