import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { LazyView } from './LazyView';
import { lazyWithPreload } from './lazyWithPreload';

const deferred = () => {
  let resolve: (component: () => React.ReactNode) => void = () => {};
  const promise = new Promise<() => React.ReactNode>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('<LazyView />', () => {
  it('shows a polite loading status until the view loads, then the view alone', async () => {
    const load = deferred();
    const View = lazyWithPreload<object>(() => load.promise);
    renderWithProviders(
      <LazyView>
        <View />
      </LazyView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    load.resolve(() => <h2>Sign up</h2>);
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('preloads once: the render reuses the request', async () => {
    let calls = 0;
    const View = lazyWithPreload<object>(async () => {
      calls += 1;
      return () => <p>Loaded</p>;
    });
    await View.preload();
    await View.preload();
    renderWithProviders(
      <LazyView>
        <View />
      </LazyView>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const View = lazyWithPreload<object>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return () => <p>Loaded</p>;
    });
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    expect(calls).toBe(2);
  });
});
