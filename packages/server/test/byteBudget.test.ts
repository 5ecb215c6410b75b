import { describe, expect, it } from 'vitest';
import { ClientGoneError } from '../src/errors';
import { createByteBudget } from '../src/http/byteBudget';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createByteBudget', () => {
  it('runs work only while its weight fits, in order for one caller, and one oversized alone', async () => {
    const budget = createByteBudget(10);
    const started: string[] = [];
    const gates = { a: deferred(), b: deferred(), c: deferred(), d: deferred() };
    const job = (name: keyof typeof gates, weight: number) =>
      budget.run('one', weight, async () => {
        started.push(name);
        await gates[name].promise;
        return name;
      });
    const a = job('a', 6);
    const b = job('b', 6); // does not fit beside a
    const c = job('c', 1); // fits, but waits behind b (the caller's own order)
    const d = job('d', 50); // over the whole budget: runs alone
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(budget.waiting()).toBe(3);
    gates.a.resolve();
    expect(await a).toBe('a');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(budget.held()).toBe(7);
    gates.b.resolve();
    gates.c.resolve();
    await Promise.all([b, c]);
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(budget.held()).toBe(10);
    gates.d.resolve();
    await d;
    expect(budget.held()).toBe(0);
  });

  it('gives the weight back when the work fails', async () => {
    const budget = createByteBudget(10);
    await expect(
      budget.run('one', 10, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(budget.held()).toBe(0);
    expect(await budget.run('one', 10, async () => 'next')).toBe('next');
  });

  it("takes callers in turns: one caller's queue waits behind another's next page", async () => {
    const budget = createByteBudget(10, 100);
    const started: string[] = [];
    const gate = deferred();
    const job = (caller: string, name: string) =>
      budget.run(caller, 10, async () => {
        started.push(name);
        await gate.promise;
      });
    const heavy = Array.from({ length: 5 }, (_, i) => job('heavy', `h${i}`));
    const other = job('other', 'o');
    await tick();
    expect(started).toEqual(['h0']);
    gate.resolve();
    await Promise.all([...heavy, other]);
    expect(started.indexOf('o')).toBe(1);
  });

  it('refuses a caller past its queue with 429, and drops waiting work whose signal aborts', async () => {
    const budget = createByteBudget(10, 2);
    const gate = deferred();
    let ran = 0;
    const work = async () => {
      ran++;
      await gate.promise;
    };
    const first = budget.run('u', 10, work);
    const aborts = [new AbortController(), new AbortController()];
    const waiting = aborts.map((a) => budget.run('u', 10, work, a.signal));
    await expect(budget.run('u', 10, work)).rejects.toMatchObject({ status: 429 });
    for (const a of aborts) a.abort();
    for (const w of waiting) await expect(w).rejects.toBeInstanceOf(ClientGoneError);
    expect(budget.waiting('u')).toBe(0);
    gate.resolve();
    await first;
    expect(ran).toBe(1);
  });
});
