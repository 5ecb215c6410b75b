import { FloatingPortal } from '@floating-ui/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import { SelectLabel } from '../Select/SelectLabel';
import { usePopoverFloating } from '../Select/usePopoverFloating';
import * as fieldStyles from '../TextField/TextField.css';
import {
  filterOptions,
  type MultiSelectOption,
  nextEnabledIndex,
  toggleValue,
  visiblePage,
} from './filterOptions';
import * as styles from './MultiSelect.css';
import { MultiSelectChips } from './MultiSelectChips';
import { MultiSelectPopover } from './MultiSelectPopover';

/** The info tooltip's delay in the evaluation screens (spec: 300 ms). */
export const MULTI_SELECT_INFO_DELAY_MS = 300;

export type MultiSelectProps = {
  label: ReactNode;
  options: readonly MultiSelectOption[];
  /** The chosen option values, in choice order (controlled). */
  value: readonly string[];
  onChange: (next: string[]) => void;
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
  id?: string;
  className?: string;
};

/**
 * A multi-select combobox (WAI-ARIA APG, editable with a list): the text box searches; the
 * listbox (aria-multiselectable) is driven by aria-activedescendant. ArrowDown/ArrowUp move,
 * Enter (or Space with an empty search) toggles, Escape closes, Backspace in an empty search
 * removes the last chip, Tab leaves. Chosen options show as chips with a remove button.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
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
  id,
  className,
}: MultiSelectProps) {
  const strings = useStrings();
  const portalRoot = usePortalRoot();
  const generated = useId();
  const baseId = id ?? `rs-multiselect-${generated}`;
  const labelId = `${baseId}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [pages, setPages] = useState(1);

  const filtered = filterOptions(options, query);
  const visible = visiblePage(filtered, pages, loadMore);
  const hasMore = visible.length < filtered.length;
  const chosen = value.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });
  const hasError = error != null && error !== false && error !== '';
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const showList = open && !loading && visible.length > 0;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) {
      setActive(-1);
      setPages(1);
    }
  };

  const { refs, floatingStyles, getReferenceProps, getFloatingProps } = usePopoverFloating(
    open,
    setOpen,
    'width',
  );

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const openFirst = () => {
    setOpenState(true);
    setActive(nextEnabledIndex(visible, -1, 1));
  };
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
  const moveDown = () => {
    const next = nextEnabledIndex(visible, active, 1);
    if (next !== active || !hasMore) return setActive(next);
    const more = visiblePage(filtered, pages + 1, loadMore);
    setPages((p) => p + 1);
    setActive(nextEnabledIndex(more, active, 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown') {
      if (open) moveDown();
      else openFirst();
    } else if (key === 'ArrowUp') {
      if (open) setActive((i) => nextEnabledIndex(visible, i, -1));
      else {
        setOpenState(true);
        setActive(nextEnabledIndex(visible, visible.length, -1));
      }
    } else if (key === 'Enter') {
      if (open && active >= 0) toggle(active);
      else if (!open) openFirst();
    } else if (key === ' ' && query === '') {
      if (open && active >= 0) toggle(active);
      else if (!open) openFirst();
    } else if (key === 'Escape') {
      if (open) setOpen(false);
      else if (query) setQuery('');
      else return;
      event.stopPropagation();
    } else if (key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    } else {
      if (key === 'Tab') setOpen(false);
      return;
    }
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
      <div
        ref={refs.setReference}
        className={styles.control}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        {...getReferenceProps({ onClick: () => inputRef.current?.focus() })}
      >
        <MultiSelectChips chosen={chosen} disabled={disabled} onRemove={remove} />
        <input
          ref={inputRef}
          id={baseId}
          type="text"
          role="combobox"
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
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${baseId}-${showList ? 'listbox' : 'popup'}` : undefined}
          aria-activedescendant={showList && visible[active] ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-busy={loading || undefined}
          aria-describedby={
            [hasError ? `${baseId}-error` : null, hint ? `${baseId}-hint` : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(e) => {
            const next = e.target.value;
            setQuery(next);
            setPages(1);
            setOpenState(true);
            setActive(
              nextEnabledIndex(visiblePage(filterOptions(options, next), 1, loadMore), -1, 1),
            );
          }}
          onClick={() => (open ? undefined : openFirst())}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery('')}
        />
      </div>
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
            onHover={setActive}
            onLoadMore={() => setPages((p) => p + 1)}
            floatingRef={refs.setFloating}
            floatingProps={{ style: floatingStyles, ...getFloatingProps() }}
          />
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
