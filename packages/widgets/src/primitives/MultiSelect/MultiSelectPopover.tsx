import { forwardRef } from 'react';
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
  /** The pointer moved onto an enabled option. */
  onActivate: (index: number) => void;
  onToggle: (index: number) => void;
  onLoadMore: () => void;
};

/**
 * The popover: a multi-selectable listbox, or the loading / empty message, and Load More. Focus
 * stays in the search box, also when the list's scrollbar is pressed. The ref is the popup's.
 */
export const MultiSelectPopover = forwardRef<HTMLDivElement, MultiSelectPopoverProps>(
  function MultiSelectPopover(
    {
      baseId,
      labelId,
      visible,
      value,
      active,
      noneOffered,
      loading,
      hasMore,
      optionId,
      onActivate,
      onToggle,
      onLoadMore,
    },
    ref,
  ) {
    const strings = useStrings();
    const message = loading
      ? strings.common.loading
      : noneOffered
        ? strings.common.noAvailableOptions
        : visible.length === 0
          ? strings.common.noMatchingOptions
          : null;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the popup is operated from the search box
      <div
        ref={ref}
        id={`${baseId}-popup`}
        className={styles.popover}
        onMouseDown={(event) => event.preventDefault()}
      >
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
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's keys toggle an option
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the search box (aria-activedescendant)
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === active}
                  className={styles.option}
                  onMouseMove={() => {
                    if (!option.disabled && index !== active) onActivate(index);
                  }}
                  onClick={() => onToggle(index)}
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
          <button type="button" tabIndex={-1} className={styles.loadMore} onClick={onLoadMore}>
            {strings.common.loadMore}
          </button>
        ) : null}
      </div>
    );
  },
);
