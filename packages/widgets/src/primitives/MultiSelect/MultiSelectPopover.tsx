import type { UseInteractionsReturn } from '@floating-ui/react';
import type { MutableRefObject, Ref } from 'react';
import { useStrings } from '../../strings/StringsContext';
import type { MultiSelectOption } from './filterOptions';
import * as styles from './MultiSelect.css';

export type MultiSelectPopoverProps = {
  baseId: string;
  labelId: string;
  /** The options shown (filtered and paged). */
  visible: readonly MultiSelectOption[];
  value: readonly string[];
  /** The active (virtually focused) option's index. */
  active: number | null;
  /** No option offered at all (before the search). */
  noneOffered: boolean;
  loading: boolean;
  hasMore: boolean;
  optionId: (index: number) => string;
  onToggle: (index: number) => void;
  onLoadMore: () => void;
  /** useListNavigation's items: the options, then the Load More button. */
  listRef: MutableRefObject<Array<HTMLElement | null>>;
  getItemProps: UseInteractionsReturn['getItemProps'];
  floatingRef: Ref<HTMLDivElement>;
  floatingProps: Record<string, unknown>;
};

/** The popover: a multi-selectable listbox, or the loading / empty message, and Load More. */
export function MultiSelectPopover({
  baseId,
  labelId,
  visible,
  value,
  active,
  noneOffered,
  loading,
  hasMore,
  optionId,
  onToggle,
  onLoadMore,
  listRef,
  getItemProps,
  floatingRef,
  floatingProps,
}: MultiSelectPopoverProps) {
  const strings = useStrings();
  const message = loading
    ? strings.common.loading
    : noneOffered
      ? strings.common.noAvailableOptions
      : visible.length === 0
        ? strings.common.noMatchingOptions
        : null;
  return (
    <div ref={floatingRef} id={`${baseId}-popup`} className={styles.popover} {...floatingProps}>
      {message ? (
        <p className={styles.empty} role="status">
          {message}
        </p>
      ) : (
        <div
          id={`${baseId}-listbox`}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={labelId}
          tabIndex={-1}
          className={styles.listbox}
        >
          {visible.map((option, index) => {
            const selected = value.includes(option.value);
            return (
              // role="option", aria-selected and the hover handlers come from getItemProps (useRole, useListNavigation)
              <div
                key={option.value}
                className={styles.option}
                aria-disabled={option.disabled || undefined}
                data-active={index === active}
                {...getItemProps({
                  id: optionId(index),
                  active: index === active,
                  selected,
                  ref: (node: HTMLDivElement | null) => {
                    listRef.current[index] = node;
                  },
                  onMouseDown: (event) => event.preventDefault(),
                  onClick: () => onToggle(index),
                })}
              >
                <svg className={styles.check} viewBox="0 0 24 24" fill="none" aria-hidden="true">
                  {selected ? (
                    <path d="M5 12l5 5 9-10" stroke="currentColor" strokeWidth="2" />
                  ) : null}
                </svg>
                {option.label}
              </div>
            );
          })}
        </div>
      )}
      {hasMore && !loading ? (
        <button
          ref={(node) => {
            listRef.current[visible.length] = node;
          }}
          type="button"
          tabIndex={-1}
          className={styles.loadMore}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onLoadMore}
        >
          {strings.common.loadMore}
        </button>
      ) : null}
    </div>
  );
}
