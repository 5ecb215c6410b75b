import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import * as styles from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  styles.ButtonVariants & {
    /** Shows a spinner and `pendingLabel`, marks the button busy and ignores clicks. */
    pending?: boolean;
    /** The label while pending (e.g. "Signing in..."); defaults to the normal label. */
    pendingLabel?: string;
  };

/**
 * A button in one of four variants; stays focusable while pending. A primary one is marked
 * (`data-rs-primary`) so that toasts keep clear of it.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    pending = false,
    pendingLabel,
    className,
    type = 'button',
    onClick,
    children,
    ...rest
  }: ButtonProps,
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      data-rs-primary={(variant ?? 'primary') === 'primary' ? '' : undefined}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={handleClick}
      {...rest}
    >
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
});
Button.displayName = 'Button';
