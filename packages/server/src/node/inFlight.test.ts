import { describe, expect, it } from 'vitest';
import { createInFlight } from './inFlight';

describe('createInFlight', () => {
  it('is idle only once deferred work has settled, resolved or rejected', async () => {
    const inFlight = createInFlight();
    const order: string[] = [];
    let finish: () => void = () => undefined;
    inFlight.later(() => new Promise<void>((resolve) => (finish = resolve)));
    inFlight.later(() => Promise.reject(new Error('mail down')));
    expect(inFlight.count).toBe(2);
    const idle = inFlight.idle().then(() => order.push('idle'));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    expect(inFlight.count).toBe(1);
    order.push('finish');
    finish();
    await idle;
    expect(order).toEqual(['finish', 'idle']);
    expect(inFlight.count).toBe(0);
  });

  it('counts a request until its handler returns', async () => {
    const inFlight = createInFlight();
    let release: () => void = () => undefined;
    const handled = inFlight.middleware(
      {} as never,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    expect(inFlight.count).toBe(1);
    release();
    await handled;
    expect(inFlight.count).toBe(0);
    await inFlight.idle();
  });
});
