import { forwardRef, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import { firstEnabled, lastEnabled, nextEnabled } from '../Select/navigation';
import { SelectLabel } from '../Select/SelectLabel';
import { hasSelectError, SelectMessages, selectDescribedBy } from '../Select/SelectMessages';
import { useMergedRef } from '../Select/useMergedRef';
import { useSelectPopup } from '../Select/useSelectPopup';
import * as fieldStyles from '../TextField/TextField.css';
import { filterOptions, type MultiSelectOption, toggleValue, visiblePage } from './filterOptions';
import * as styles from './MultiSelect.css';
import { MultiSelectChips } from './MultiSelectChips';
import { MultiSelectPopover } from './MultiSelectPopover';

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
 * The popover is portalled and placed under the field (`useSelectPopup`); a press outside
 * the field closes it.
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

  const [openState, setOpenState] = useState(false);
  const open = openState && !disabled;
  const [active, setActive] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setPages(1);
  };
  /** Opens the list on its first (or, with ArrowUp, last) enabled option. */
  const openList = (last = false) => {
    setOpen(true);
    setActive((last ? lastEnabled : firstEnabled)(visible));
  };
  const popup = useSelectPopup(open, controlRef, 'width', () => setOpen(false), active);
  const showList = open && !loading && visible.length > 0;

  const toggle = (index: number) => {
    const option = visible[index];
    if (!option || option.disabled || disabled) return;
    setActive(index);
    onChange(toggleValue(value, option.value));
  };
  const remove = (v: string) => {
    onChange(value.filter((x) => x !== v));
    inputRef.current?.focus();
  };

  // Enter (or Space in an empty search) opens or toggles; the arrows open the list at either
  // end, move in it (stopping at either end) and, past the last option, load the next page;
  // Escape closes, then clears the search (WAI-ARIA APG editable combobox); Backspace in an
  // empty search removes the last chip. Home/End stay the text box's.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Enter' || (key === ' ' && query === '')) {
      if (!open) openList();
      else if (active != null) toggle(active);
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      const down = key === 'ArrowDown';
      const from = active ?? (down ? -1 : visible.length);
      const next = nextEnabled(visible, from, down ? 1 : -1);
      if (!open) openList(!down);
      else if (down && next === from && hasMore) {
        // Past the last option: the next page, on its first option.
        setPages((p) => p + 1);
        setActive(visible.length);
      } else setActive(next);
    } else if (key === 'Escape' && (open || query)) {
      // The list closes, or the search clears: not a dialog around it.
      if (open) setOpen(false);
      else setQuery('');
    } else if (key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
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
        onActivate={() => inputRef.current?.focus()}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the chips focuses the search box, as a native field would */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the search box itself is keyboard-operable */}
      <div
        ref={controlRef}
        className={styles.control}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        onClick={() => inputRef.current?.focus()}
      >
        <MultiSelectChips chosen={chosen} disabled={disabled} onRemove={remove} />
        <input
          ref={mergedRef}
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
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open && !disabled) openList();
          }}
          onBlur={(event) => {
            setQuery('');
            // Tab (or any move of focus out of the field and its list) closes the list.
            const next = event.relatedTarget as Node | null;
            if (!controlRef.current?.contains(next) && !popup.current?.contains(next)) {
              setOpen(false);
            }
            onBlur?.();
          }}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setPages(1);
            setOpenState(true);
            setActive(firstEnabled(visiblePage(filterOptions(options, next), 1, loadMore)));
          }}
        />
      </div>
      {name ? value.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
      {open
        ? createPortal(
            <MultiSelectPopover
              ref={popup}
              baseId={baseId}
              labelId={labelId}
              visible={visible}
              value={value}
              active={active}
              noneOffered={options.length === 0}
              loading={loading}
              hasMore={hasMore}
              optionId={optionId}
              onActivate={setActive}
              onToggle={toggle}
              onLoadMore={() => setPages((p) => p + 1)}
            />,
            portalRoot ?? document.body,
          )
        : null}
      <SelectMessages baseId={baseId} error={error} hint={hint} />
    </div>
  );
});
MultiSelect.displayName = 'MultiSelect';
