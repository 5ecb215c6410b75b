import { initialsOf } from '../../session/displayName';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './Avatar.css';

export type AvatarProps = styles.AvatarVariants & {
  /** Initials come from the first two words of the name, else the e-mail's first two letters, else "U". */
  name?: string | null;
  email?: string | null;
  /** An accessible name; without it the avatar is decorative (its parent names it). */
  label?: string;
  className?: string;
};

/** A round badge with the user's initials. */
export function Avatar({ name, email, label, size, className }: AvatarProps) {
  const strings = useStrings();
  const initials = initialsOf({ name, email }, strings.userMenu.defaultInitials);
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
