import { useStrings } from '../../strings/StringsContext';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';

export type AvatarProps = styles.AvatarVariants & {
  /** Initials come from the first two letters of the e-mail, else "U". */
  email?: string | null;
  /** An accessible name; without it the avatar is decorative (its parent names it). */
  label?: string;
  className?: string;
};

/** A round badge with the user's initials. */
export function Avatar({ email, label, size, className }: AvatarProps) {
  const strings = useStrings();
  const initials = initialsOf(email, strings.userMenu.defaultInitials);
  const cls = [styles.avatar({ size }), className].filter(Boolean).join(' ');
  return label ? (
    <span className={cls} role="img" aria-label={label}>
      {initials}
    </span>
  ) : (
    <span className={cls} aria-hidden="true">
      {initials}
    </span>
  );
}
