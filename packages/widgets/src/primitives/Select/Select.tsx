import { forwardRef, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as fieldStyles from '../TextField/TextField.css';
import { firstEnabled, lastEnabled, nextEnabled, typeaheadMatch } from './navigation';
import * as styles from './Select.css';
import { SelectLabel } from './SelectLabel';
import { hasSelectError, SelectMessages, selectDescribedBy } from './SelectMessages';
import { useMergedRef } from './useMergedRef';
import { useSelectPopup } from './useSelectPopup';

type SelectOption = { value: string; label: string; disabled?: boolean };

/** A type-ahead key: one printable character, no modifier (Space opens instead). */
const isTypeahead = ({ key, ctrlKey, metaKey, altKey }: KeyboardEvent) =>
  key.length === 1 && key !== ' ' && !ctrlKey && !metaKey && !altKey;

/** Type-ahead keystrokes belong to one search until 500 ms pass without typing. */
const TYPEAHEAD_RESET_MS = 500;

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
 * Tab and type-ahead; disabled options are skipped. The list is portalled and placed under the
 * combobox (`useSelectPopup`); a press outside closes it.
 * The ref is the combobox element's (focusable), e.g. react-hook-form's `field.ref`.
 */
export const Select = forwardRef<HTMLDivElement, SelectProps>(function Select(
  {
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
  }: SelectProps,
  ref,
) {
  const strings = useStrings();
  const portalRoot = usePortalRoot();
  const generated = useId();
  const baseId = id ?? `rs-select-${generated}`;
  const labelId = `${baseId}-label`;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = options[selectedIndex];
  const hasError = hasSelectError(error);
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const listboxId = `${baseId}-listbox`;
  const [openState, setOpen] = useState(false);
  const open = openState && !disabled;
  const [active, setActive] = useState<number | null>(null);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const triggerRef = useMergedRef(comboboxRef, ref);
  const popup = useSelectPopup(open, comboboxRef, 'min-width', () => setOpen(false), active);
  const search = useRef({ typed: '', at: 0 });

  /** Opens the list on `index` (the active option), or moves there when open; -1: nothing. */
  const openAt = (index: number) => {
    if (index < 0) return;
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

  // A closed list opens on the chosen option, else at the end an arrow points to (Enter and
  // Space as ArrowDown; Home/End and type-ahead: where they land); in the open list the arrows
  // stop at either end, Enter and Space choose.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (disabled) return;
    const down = key === 'ArrowDown' || key === 'Enter' || key === ' ';
    if ((key === 'Enter' || key === ' ') && open) {
      if (active != null) choose(active);
    } else if (down || key === 'ArrowUp') {
      if (!open) {
        openAt(selectedIndex >= 0 ? selectedIndex : (down ? firstEnabled : lastEnabled)(options));
      } else setActive(nextEnabled(options, active ?? (down ? -1 : options.length), down ? 1 : -1));
    } else if (key === 'Home' || key === 'End') {
      openAt(key === 'Home' ? firstEnabled(options) : lastEnabled(options));
    } else if (key === 'Escape' && open) {
      // The list closes, not a dialog around it.
      setOpen(false);
    } else if (isTypeahead(event)) {
      const now = Date.now();
      const typed =
        (now - search.current.at < TYPEAHEAD_RESET_MS ? search.current.typed : '') + key;
      search.current = { typed, at: now };
      openAt(typeaheadMatch(options, typed, open ? (active ?? -1) : selectedIndex));
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <SelectLabel
        id={labelId}
        label={label}
        required={required}
        info={info}
        infoDelay={infoDelay}
        onActivate={() => comboboxRef.current?.focus()}
      />
      <div
        ref={triggerRef}
        id={baseId}
        role="combobox"
        aria-haspopup="listbox"
        aria-autocomplete="none"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open && active != null ? optionId(active) : undefined}
        tabIndex={disabled ? -1 : 0}
        className={styles.trigger}
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={selectDescribedBy(baseId, error, hint)}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (open) setOpen(false);
          else if (!disabled) openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
        }}
        onBlur={(event) => {
          // Tab (or any move of focus away) closes the list.
          if (!popup.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          onBlur?.();
        }}
      >
        <span className={selected ? undefined : styles.placeholder}>
          {selected ? selected.label : (placeholder ?? strings.common.selectPlaceholder)}
        </span>
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {open
        ? createPortal(
            // Focus stays on the combobox, also when the list's scrollbar is pressed.
            <div
              ref={popup}
              id={listboxId}
              role="listbox"
              aria-labelledby={labelId}
              className={styles.listbox}
              onMouseDown={(event) => event.preventDefault()}
            >
              {options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys choose an option
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox (aria-activedescendant)
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === selectedIndex}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === active}
                  className={styles.option}
                  onMouseMove={() => {
                    if (!option.disabled && index !== active) setActive(index);
                  }}
                  onClick={() => choose(index)}
                >
                  {option.label}
                </div>
              ))}
            </div>,
            portalRoot ?? document.body,
          )
        : null}
      <SelectMessages baseId={baseId} error={error} hint={hint} />
    </div>
  );
});
Select.displayName = 'Select';
