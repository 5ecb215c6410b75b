import { FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { forwardRef, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import { firstEnabled } from '../Select/navigation';
import { SelectLabel } from '../Select/SelectLabel';
import { hasSelectError, SelectMessages, selectDescribedBy } from '../Select/SelectMessages';
import * as fieldStyles from '../TextField/TextField.css';
import { filterOptions, type MultiSelectOption, toggleValue, visiblePage } from './filterOptions';
import * as styles from './MultiSelect.css';
import { MultiSelectChips } from './MultiSelectChips';
import { MultiSelectPopover } from './MultiSelectPopover';
import { useMultiSelectListbox } from './useMultiSelectListbox';

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
 * Navigation and dismissal are Floating UI's interaction hooks (`useMultiSelectListbox`).
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);

  const filtered = filterOptions(options, query);
  const visible = visiblePage(filtered, pages, loadMore);
  const hasMore = visible.length < filtered.length;
  const chosen = value.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });
  const hasError = hasSelectError(error);
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const listbox = useMultiSelectListbox({
    count: visible.length,
    hasMore,
    onLoadMore: () => setPages((p) => p + 1),
    onClose: () => setPages(1),
    disabled,
  });
  const { open, active } = listbox;
  const showList = open && !loading && visible.length > 0;
  const inputRefs = useMergeRefs([inputRef, listbox.refs.setReference, ref]);

  const toggle = (index: number) => {
    const option = visible[index];
    if (!option || option.disabled || disabled) return;
    listbox.setActive(index);
    onChange(toggleValue(value, option.value));
  };
  const remove = (v: string) => {
    onChange(value.filter((x) => x !== v));
    inputRef.current?.focus();
  };

  // Arrows and Escape (closing) are the hooks' (useMultiSelectListbox). Left here: Enter (or
  // Space in an empty search) opens or toggles, Escape on the closed list clears the search
  // (WAI-ARIA APG editable combobox), Backspace in an empty search removes the last chip.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Enter' || (key === ' ' && query === '')) {
      if (open && active != null) toggle(active);
      else if (!open) listbox.setOpen(true);
    } else if (key === 'Escape' && !open && query) {
      setQuery('');
      event.stopPropagation();
    } else if (key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    } else return;
    event.preventDefault();
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
        ref={listbox.setControl}
        className={styles.control}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        onClick={() => inputRef.current?.focus()}
      >
        <MultiSelectChips chosen={chosen} disabled={disabled} onRemove={remove} />
        <input
          ref={inputRefs}
          id={baseId}
          type="text"
          role="combobox"
          aria-expanded={open}
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
          {...listbox.getReferenceProps({
            'aria-controls': open ? `${baseId}-${showList ? 'listbox' : 'popup'}` : undefined,
            'aria-activedescendant':
              showList && active != null && visible[active] ? optionId(active) : undefined,
            onChange: (event) => {
              const next = (event.target as HTMLInputElement).value;
              setQuery(next);
              setPages(1);
              listbox.setOpen(true);
              listbox.setActive(
                firstEnabled(visiblePage(filterOptions(options, next), 1, loadMore)),
              );
            },
            onKeyDown,
            onBlur: (event) => {
              setQuery('');
              // Tab (or any move of focus out of the field) closes the list.
              if (listbox.leftField(event.relatedTarget)) listbox.setOpen(false);
              onBlur?.();
            },
          })}
        />
      </div>
      {name ? value.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
      {open ? (
        <FloatingPortal root={portalRoot}>
          <MultiSelectPopover
            baseId={baseId}
            labelId={labelId}
            visible={visible}
            value={value}
            active={active}
            noneOffered={options.length === 0}
            loading={loading}
            hasMore={hasMore}
            optionId={optionId}
            onToggle={toggle}
            onLoadMore={() => setPages((p) => p + 1)}
            listRef={listbox.listRef}
            getItemProps={listbox.getItemProps}
            floatingRef={listbox.refs.setFloating}
            floatingProps={listbox.getFloatingProps({
              id: `${baseId}-popup`,
              // The popup holds the listbox, or a message, and Load More: it is no listbox itself.
              role: undefined,
              'aria-orientation': undefined,
              style: listbox.floatingStyles,
              // Focus stays in the search box, also when the list's scrollbar is pressed.
              onMouseDown: (event) => event.preventDefault(),
            })}
          />
        </FloatingPortal>
      ) : null}
      <SelectMessages baseId={baseId} error={error} hint={hint} />
    </div>
  );
});
MultiSelect.displayName = 'MultiSelect';
