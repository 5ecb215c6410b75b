import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, preloadParts } from './lazyPart';

type Props = { label: string };

const deferred = () => {
  let resolve: (component: (props: Props) => React.ReactNode) => void = () => {};
  const promise = new Promise<(props: Props) => React.ReactNode>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** A part that counts its mounts, so a remount shows. */
const counted = () => {
  let mounts = 0;
  // biome-ignore lint/correctness/noComponentHookFactories: a new part's component per test
  function Counted({ label }: Props) {
    const [mount] = useState(() => ++mounts);
    return <p>{`${label} (mount ${mount})`}</p>;
  }
  return Counted;
};

describe('lazyPart', () => {
  it('suspends on its first render, then renders the part', async () => {
    const load = deferred();
    const Part = lazyPart<Props>(() => load.promise);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part label="Listbox" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(Part.isLoaded()).toBe(false);
    await act(async () => load.resolve(counted()));
    expect(screen.getByText('Listbox (mount 1)')).toBeInTheDocument();
    expect(Part.isLoaded()).toBe(true);
  });

  it('renders at once once loaded: no fallback, no remount when its parent renders again', async () => {
    const Part = lazyPart<Props>(async () => counted());
    await Part.preload();
    const { rerender } = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part label="Dialog" />
      </Suspense>,
    );
    expect(screen.getByText('Dialog (mount 1)')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Waiting</p>}>
        <Part label="Dialog again" />
      </Suspense>,
    );
    expect(screen.getByText('Dialog again (mount 1)')).toBeInTheDocument();
  });

  it('keeps the mount that suspended when its parent renders after the load', async () => {
    const load = deferred();
    const Part = lazyPart<Props>(() => load.promise);
    const { rerender } = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part label="Tooltip" />
      </Suspense>,
    );
    await act(async () => load.resolve(counted()));
    rerender(
      <Suspense fallback={<p>Waiting</p>}>
        <Part label="Tooltip again" />
      </Suspense>,
    );
    expect(screen.getByText('Tooltip again (mount 1)')).toBeInTheDocument();
  });

  it('loads once for many preloads, and again after a failure', async () => {
    let calls = 0;
    const Part = lazyPart<Props>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return counted();
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Promise.all([Part.preload(), Part.preload()]);
    expect(calls).toBe(2);
  });

  it('preloadParts loads every part, and the parts their chunks define', async () => {
    let inner: ReturnType<typeof lazyPart<Props>> | undefined;
    const outer = lazyPart<Props>(async () => {
      inner = lazyPart<Props>(async () => counted());
      return counted();
    });
    await preloadParts();
    expect(outer.isLoaded()).toBe(true);
    expect(inner?.isLoaded()).toBe(true);
  });
});
