import { type ReactNode, Suspense } from 'react';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './LazyView.css';

export type LazyViewProps = {
  children: ReactNode;
  /** What the loading state says to assistive technology (default: the common "Loading..."). */
  label?: string;
};

/**
 * The Suspense boundary around a lazily loaded view: while its code loads, a polite status
 * ("Loading...") takes its place, announced once and removed when the view renders.
 */
export function LazyView({ children, label }: LazyViewProps) {
  const s = useStrings().common;
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.loading}>
          {label ?? s.loading}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
