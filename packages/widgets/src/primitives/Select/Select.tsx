import { FloatingPortal } from '@floating-ui/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as fieldStyles from '../TextField/TextField.css';
import { firstEnabled, lastEnabled, matchTypeahead, nextEnabled } from './navigation';
import * as styles from './Select.css';
import { SelectLabel } from './SelectLabel';
import { usePopoverFloating } from './usePopoverFloating';
import { useTypeaheadQuery } from './useTypeaheadQuery';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Default: "Select an option". */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Content of an info tooltip beside the label. */
  info?: ReactNode;
  /** The info tooltip's open delay (ms). */
  infoDelay?: number;
  hint?: ReactNode;
  error?: ReactNode;
  /** Renders a hidden input with this name for native forms. */
  name?: string;
  id?: string;
  className?: string;
};

/**
 * A select-only combobox (WAI-ARIA APG): focus stays on the combobox and the active option
 * is announced through `aria-activedescendant`. Arrows, Home/End, Enter/Space, Escape,
 * Tab and type-ahead; disabled options are skipped.
 */
export function Select({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  onBlur,
  placeholder,
  required = false,
  disabled = false,
  info,
  infoDelay,
  hint,
  error,
  name,
  id,
  className,
}: SelectProps) {
  const strings = useStrings();
  const portalRoot = usePortalRoot();
  const generated = useId();
  const baseId = id ?? `rs-select-${generated}`;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typeahead = useTypeaheadQuery();

  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = options[selectedIndex];
  const hasError = error != null && error !== false && error !== '';
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const { refs, floatingStyles, getReferenceProps, getFloatingProps } = usePopoverFloating(
    open,
    setOpen,
    'min-width',
  );

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (valueProp === undefined) setUncontrolled(option.value);
    if (option.value !== value) onChange?.(option.value);
    setOpen(false);
  };
  const typeAhead = (char: string) => {
    const query = typeahead.push(char);
    const from = open ? active : selectedIndex;
    const match = matchTypeahead(options, query, from < 0 ? -1 : from);
    if (match >= 0) openAt(match);
    else if (!open) openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (printable && !(key === ' ' && !typeahead.active())) {
      event.preventDefault();
      typeAhead(key);
      return;
    }
    const start = selectedIndex >= 0 ? selectedIndex : firstEnabled(options);
    if (!open) {
      if (key === 'ArrowDown' || key === 'Enter' || key === ' ') openAt(start);
      else if (key === 'ArrowUp') openAt(selectedIndex >= 0 ? selectedIndex : lastEnabled(options));
      else if (key === 'Home') openAt(firstEnabled(options));
      else if (key === 'End') openAt(lastEnabled(options));
      else return;
      event.preventDefault();
      return;
    }
    if (key === 'ArrowDown') setActive((i) => nextEnabled(options, i, 1));
    else if (key === 'ArrowUp') setActive((i) => nextEnabled(options, i, -1));
    else if (key === 'Home') setActive(firstEnabled(options));
    else if (key === 'End') setActive(lastEnabled(options));
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') setOpen(false);
    else if (key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <SelectLabel
        id={`${baseId}-label`}
        label={label}
        required={required}
        info={info}
        infoDelay={infoDelay}
        onActivate={() => {
          const el = refs.domReference.current;
          if (el instanceof HTMLElement) el.focus();
        }}
      />
      <div
        ref={refs.setReference}
        id={baseId}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className={styles.trigger}
        aria-labelledby={`${baseId}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${baseId}-listbox`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={
          [hasError ? `${baseId}-error` : null, hint ? `${baseId}-hint` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        {...getReferenceProps({
          onKeyDown,
          onClick: () => {
            if (disabled) return;
            if (open) setOpen(false);
            else openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
          },
          onBlur: () => onBlur?.(),
        })}
      >
        <span className={selected ? undefined : styles.placeholder}>
          {selected ? selected.label : (placeholder ?? strings.common.selectPlaceholder)}
        </span>
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {open ? (
        <FloatingPortal root={portalRoot}>
          <div
            ref={refs.setFloating}
            tabIndex={-1}
            id={`${baseId}-listbox`}
            role="listbox"
            aria-labelledby={`${baseId}-label`}
            className={styles.listbox}
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: with aria-activedescendant the options are never focused themselves
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === selectedIndex}
                aria-disabled={option.disabled || undefined}
                data-active={index === active}
                className={styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => !option.disabled && setActive(index)}
                onClick={() => choose(index)}
              >
                {option.label}
              </div>
            ))}
          </div>
        </FloatingPortal>
      ) : null}
      {hasError ? (
        <p id={`${baseId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${baseId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
