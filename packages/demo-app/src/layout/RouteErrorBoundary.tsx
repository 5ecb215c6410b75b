import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The location's key: a new navigation clears the error screen. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/**
 * The routes' error boundary: an error thrown while rendering a route (or loading its code)
 * shows the RouteError screen in place of the page until the next navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
