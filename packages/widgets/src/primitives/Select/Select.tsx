import { forwardRef, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as fieldStyles from '../TextField/TextField.css';
import { findLabelMatch, firstEnabled, lastEnabled } from './navigation';
import * as styles from './Select.css';
import { SelectLabel } from './SelectLabel';
import { hasSelectError, SelectMessages, selectDescribedBy } from './SelectMessages';
import { SelectEnginePart } from './selectEnginePart';
import { useLazyTrigger } from './useLazyTrigger';
import { useMergedRef } from './useMergedRef';
import { useSelectState } from './useSelectState';

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
 * Tab and type-ahead; disabled options are skipped. The keys are Floating UI's interaction
 * hooks (`useSelectListbox`), in a part that loads on the first hover, focus, press or key on
 * a select (`SelectEnginePart`); a click or key before it arrives sets the list's state, shown
 * once it has.
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
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = options[selectedIndex];
  const hasError = hasSelectError(error);
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const listboxId = `${baseId}-listbox`;
  const state = useSelectState(disabled);
  const { active } = state;

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (valueProp === undefined) setUncontrolled(option.value);
    if (option.value !== value) onChange?.(option.value);
    state.setOpen(false);
  };

  // Arrows, Home/End in the open list, type-ahead and Escape are the hooks' (useSelectListbox).
  // Left here: Enter/Space open or choose, and Home/End open the closed list at either end.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.defaultPrevented) return;
    const { key } = event;
    if (key === 'Enter' || key === ' ') {
      if (state.open && active != null) choose(active);
      else if (!state.open) state.setOpen(true);
    } else if (!state.open && (key === 'Home' || key === 'End')) {
      state.openAt(key === 'Home' ? firstEnabled(options) : lastEnabled(options));
    } else return;
    event.preventDefault();
  };
  // Before the engine has loaded: what its hooks would do to the list state (the arrows open
  // on the chosen option, else at either end; type-ahead opens on the match of the search).
  const search = useRef({ typed: '', at: 0 });
  const earlyKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (disabled) return;
    if (key === 'Escape' && state.open) {
      // The list closes, not a dialog around it (as useDismiss does).
      state.setOpen(false);
      event.stopPropagation();
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      const end = key === 'ArrowDown' ? firstEnabled(options) : lastEnabled(options);
      if (!state.open) state.openAt(selectedIndex >= 0 ? selectedIndex : end);
      event.stopPropagation();
    } else if (isTypeahead(event)) {
      const now = Date.now();
      const typed =
        (now - search.current.at < TYPEAHEAD_RESET_MS ? search.current.typed : '') + key;
      search.current = { typed, at: now };
      const match = findLabelMatch(
        options.map((o) => (o.disabled ? null : o.label)),
        typed,
      );
      state.openAt(options.findIndex((o) => !o.disabled && o.label === match));
      event.stopPropagation();
    } else return;
    event.preventDefault();
  };
  const trigger = useLazyTrigger<HTMLDivElement>({
    part: SelectEnginePart,
    early: {
      onClick: () => {
        if (!disabled) state.setOpen(!state.open);
      },
      onKeyDown: earlyKey,
    },
    onKeyDown,
    onBlur: (event) => {
      // Tab (or any move of focus away) closes the list.
      if (!trigger.engine.current?.contains(event.relatedTarget as Node | null)) {
        state.setOpen(false);
      }
      onBlur?.();
    },
  });
  const triggerRef = useMergedRef(trigger.element, ref);
  // The list shows once the engine has loaded (what Floating UI's useRole would say).
  const open = state.open && trigger.loaded;

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <SelectLabel
        id={`${baseId}-label`}
        label={label}
        required={required}
        info={info}
        infoDelay={infoDelay}
        onActivate={() => trigger.element.current?.focus()}
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
        aria-labelledby={`${baseId}-label`}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={selectDescribedBy(baseId, error, hint)}
        {...trigger.props}
      >
        <span className={selected ? undefined : styles.placeholder}>
          {selected ? selected.label : (placeholder ?? strings.common.selectPlaceholder)}
        </span>
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {trigger.loaded ? (
        <SelectEnginePart
          trigger={trigger.element}
          engine={trigger.engine}
          state={state}
          options={options}
          selectedIndex={selectedIndex}
          disabled={disabled}
          labelId={`${baseId}-label`}
          listboxId={listboxId}
          optionId={optionId}
          onChoose={choose}
          portalRoot={portalRoot}
        />
      ) : null}
      <SelectMessages baseId={baseId} error={error} hint={hint} />
    </div>
  );
});
Select.displayName = 'Select';
