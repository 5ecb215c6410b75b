import { forwardRef, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import { firstEnabled, lastEnabled } from '../Select/navigation';
import { SelectLabel } from '../Select/SelectLabel';
import { hasSelectError, SelectMessages, selectDescribedBy } from '../Select/SelectMessages';
import { useLazyTrigger } from '../Select/useLazyTrigger';
import { useMergedRef } from '../Select/useMergedRef';
import * as fieldStyles from '../TextField/TextField.css';
import { filterOptions, type MultiSelectOption, toggleValue, visiblePage } from './filterOptions';
import * as styles from './MultiSelect.css';
import { MultiSelectChips } from './MultiSelectChips';
import { MultiSelectEnginePart } from './multiSelectEnginePart';
import { useMultiSelectState } from './useMultiSelectState';

/** The info tooltip's delay in the evaluation screens (spec: 300 ms). */
const MULTI_SELECT_INFO_DELAY_MS = 300;

export type MultiSelectProps = {
  label: ReactNode;
  options: readonly MultiSelectOption[];
  /** The chosen option values, in choice order (controlled). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Called when focus leaves the search box (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Default: "Select options...". */
  placeholder?: string;
  /** The search box's placeholder while open. Default: "Search options...". */
  searchPlaceholder?: string;
  required?: boolean;
  /** Content of an info tooltip beside the label. */
  info?: ReactNode;
  /** The info tooltip's open delay (ms), default 300. */
  infoDelay?: number;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shows "Loading..." instead of the options. */
  loading?: boolean;
  /** Shows 6 options per page with a "Load More" button (ArrowDown past the last loads more). */
  loadMore?: boolean;
  /** Renders one hidden input with this name per chosen value, for native forms. */
  name?: string;
  id?: string;
  className?: string;
};

/**
 * A multi-select combobox (WAI-ARIA APG, editable with a list): the text box searches; the
 * listbox (aria-multiselectable) is driven by aria-activedescendant. ArrowDown/ArrowUp move,
 * Enter (or Space with an empty search) toggles, Escape closes, Backspace in an empty search
 * removes the last chip, Tab leaves. Chosen options show as chips with a remove button.
 * Navigation and dismissal are Floating UI's interaction hooks (`useMultiSelectListbox`), in a
 * part that loads on the first hover, focus, press or key on a multi-select
 * (`MultiSelectEnginePart`); a click or key before it arrives sets the list's state, shown
 * once it has.
 * The ref is the search box's (focusable), e.g. react-hook-form's `field.ref`.
 */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(
  {
    label,
    options,
    value,
    onChange,
    onBlur,
    placeholder,
    searchPlaceholder,
    required = false,
    info,
    infoDelay = MULTI_SELECT_INFO_DELAY_MS,
    error,
    hint,
    disabled = false,
    loading = false,
    loadMore = false,
    name,
    id,
    className,
  }: MultiSelectProps,
  ref,
) {
  const strings = useStrings();
  const portalRoot = usePortalRoot();
  const generated = useId();
  const baseId = id ?? `rs-multiselect-${generated}`;
  const labelId = `${baseId}-label`;
  const controlRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);

  const filtered = filterOptions(options, query);
  const visible = visiblePage(filtered, pages, loadMore);
  const hasMore = visible.length < filtered.length;
  const chosen = value.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });
  const hasError = hasSelectError(error);
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const state = useMultiSelectState(disabled, () => setPages(1));
  const { active } = state;

  const toggle = (index: number) => {
    const option = visible[index];
    if (!option || option.disabled || disabled) return;
    state.setActive(index);
    onChange(toggleValue(value, option.value));
  };
  const remove = (v: string) => {
    onChange(value.filter((x) => x !== v));
    trigger.element.current?.focus();
  };

  // Arrows and Escape (closing) are the hooks' (useMultiSelectListbox). Left here: Enter (or
  // Space in an empty search) opens or toggles, Escape on the closed list clears the search
  // (WAI-ARIA APG editable combobox), Backspace in an empty search removes the last chip.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Enter' || (key === ' ' && query === '')) {
      if (state.open && active != null) toggle(active);
      else if (!state.open) state.setOpen(true);
    } else if (key === 'Escape' && !state.open && query) {
      setQuery('');
      event.stopPropagation();
    } else if (key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    } else return;
    event.preventDefault();
  };
  const trigger = useLazyTrigger<HTMLInputElement>({
    part: MultiSelectEnginePart,
    // Before the engine has loaded: what its hooks would do to the list state (a click opens,
    // the arrows open at either end, Escape closes).
    early: {
      onClick: () => {
        if (!disabled) state.setOpen(true);
      },
      onKeyDown: (event) => {
        const { key } = event;
        if (disabled) return;
        if (key === 'Escape' && state.open) {
          state.setOpen(false);
          event.stopPropagation();
        } else if ((key === 'ArrowDown' || key === 'ArrowUp') && !state.open) {
          state.setOpen(true);
          state.setActive((key === 'ArrowDown' ? firstEnabled : lastEnabled)(visible));
        } else return;
        event.preventDefault();
      },
    },
    onKeyDown,
    onBlur: (event) => {
      setQuery('');
      // Tab (or any move of focus out of the field and its popup) closes the list.
      const next = event.relatedTarget as Node | null;
      if (!controlRef.current?.contains(next) && !trigger.engine.current?.contains(next)) {
        state.setOpen(false);
      }
      onBlur?.();
    },
  });
  const inputRef = useMergedRef(trigger.element, ref);
  // The list shows once the engine has loaded (what Floating UI's useRole would say).
  const open = state.open && trigger.loaded;
  const showList = open && !loading && visible.length > 0;

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <SelectLabel
        id={labelId}
        label={label}
        required={required}
        info={info}
        infoDelay={infoDelay}
        onActivate={() => trigger.element.current?.focus()}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the chips focuses the search box, as a native field would */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the search box itself is keyboard-operable */}
      <div
        ref={controlRef}
        className={styles.control}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        onClick={() => trigger.element.current?.focus()}
      >
        <MultiSelectChips chosen={chosen} disabled={disabled} onRemove={remove} />
        <input
          ref={inputRef}
          id={baseId}
          type="text"
          role="combobox"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? `${baseId}-${showList ? 'listbox' : 'popup'}` : undefined}
          aria-activedescendant={
            showList && active != null && visible[active] ? optionId(active) : undefined
          }
          className={styles.input}
          autoComplete="off"
          value={query}
          disabled={disabled}
          placeholder={
            open
              ? (searchPlaceholder ?? strings.common.searchOptions)
              : value.length === 0
                ? (placeholder ?? strings.common.multiSelectPlaceholder)
                : undefined
          }
          aria-labelledby={labelId}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-busy={loading || undefined}
          aria-describedby={selectDescribedBy(baseId, error, hint)}
          {...trigger.props}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setPages(1);
            state.setOpen(true);
            state.setActive(firstEnabled(visiblePage(filterOptions(options, next), 1, loadMore)));
          }}
        />
      </div>
      {name ? value.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
      {trigger.loaded ? (
        <MultiSelectEnginePart
          trigger={trigger.element}
          control={controlRef}
          engine={trigger.engine}
          state={state}
          disabled={disabled}
          portalRoot={portalRoot}
          popover={{
            baseId,
            labelId,
            visible,
            value,
            noneOffered: options.length === 0,
            loading,
            hasMore,
            optionId,
            onToggle: toggle,
            onLoadMore: () => setPages((p) => p + 1),
          }}
        />
      ) : null}
      <SelectMessages baseId={baseId} error={error} hint={hint} />
    </div>
  );
});
MultiSelect.displayName = 'MultiSelect';
