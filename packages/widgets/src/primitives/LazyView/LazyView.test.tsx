import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { LazyView } from './LazyView';

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
    const View = lazy(() => load.promise.then((component) => ({ default: component })));
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
});
