import { describe, expect, it } from 'vitest';
import { createByteBudget } from '../src/http/byteBudget';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('createByteBudget', () => {
  it('runs work only while its weight fits, first come first served, and one oversized alone', async () => {
    const budget = createByteBudget(10);
    const started: string[] = [];
    const gates = { a: deferred(), b: deferred(), c: deferred(), d: deferred() };
    const job = (name: keyof typeof gates, weight: number) =>
      budget.run(weight, async () => {
        started.push(name);
        await gates[name].promise;
        return name;
      });
    const a = job('a', 6);
    const b = job('b', 6); // does not fit beside a
    const c = job('c', 1); // fits, but waits behind b (first come, first served)
    const d = job('d', 50); // over the whole budget: runs alone
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(budget.waiting()).toBe(3);
    gates.a.resolve();
    expect(await a).toBe('a');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c']);
    expect(budget.held()).toBe(7);
    gates.b.resolve();
    gates.c.resolve();
    await Promise.all([b, c]);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(budget.held()).toBe(10);
    gates.d.resolve();
    await d;
    expect(budget.held()).toBe(0);
  });

  it('gives the weight back when the work fails', async () => {
    const budget = createByteBudget(10);
    await expect(
      budget.run(10, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(budget.held()).toBe(0);
    expect(await budget.run(10, async () => 'next')).toBe('next');
  });
});
