import { useId } from 'react';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import { colorSchemePreferences } from '../colorScheme';
import * as styles from './ColorSchemeSwitch.css';

export type ColorSchemeSwitchProps = { className?: string };

/**
 * "Theme: Light / Dark / System": a fieldset of radios (arrow keys move between the choices) that
 * calls the provider's `onColorSchemeChange`. Renders nothing when the host did not pass
 * `onColorSchemeChange` (the host owns the preference and where it is remembered).
 */
export function ColorSchemeSwitch({ className }: ColorSchemeSwitchProps) {
  const s = useStrings().colorScheme;
  const { colorScheme } = useRolescope();
  const name = useId();
  const onChange = colorScheme.onChange;
  if (!onChange) return null;
  return (
    <fieldset className={[styles.root, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{s.legend}</legend>
      {colorSchemePreferences.map((preference) => (
        <label key={preference} className={styles.option}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={preference}
            checked={colorScheme.preference === preference}
            onChange={() => onChange(preference)}
          />
          {s[preference]}
        </label>
      ))}
    </fieldset>
  );
}
