import { type ReactNode, useId, useState } from 'react';
import * as styles from './Switch.css';

export type SwitchProps = {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Renders a hidden input for native forms ("on" when checked). */
  name?: string;
  id?: string;
  className?: string;
};

/** An on/off switch (`role="switch"`), toggled by click, Space or Enter. */
export function Switch({
  label,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  name,
  id,
  className,
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `rs-switch-${generated}`;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const toggle = () => {
    if (checkedProp === undefined) setUncontrolled(!checked);
    onCheckedChange?.(!checked);
  };
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        className={styles.track}
        disabled={disabled}
        onClick={toggle}
      >
        <span className={styles.thumb} />
      </button>
      <label htmlFor={switchId} className={styles.label}>
        {label}
      </label>
      {name && checked ? <input type="hidden" name={name} value="on" /> : null}
    </div>
  );
}
