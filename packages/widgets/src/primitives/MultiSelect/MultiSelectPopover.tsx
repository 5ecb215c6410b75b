import type { Ref } from 'react';
import { useStrings } from '../../strings/StringsContext';
import type { MultiSelectOption } from './filterOptions';
import * as styles from './MultiSelect.css';

export type MultiSelectPopoverProps = {
  baseId: string;
  labelId: string;
  /** The options shown (filtered and paged). */
  visible: readonly MultiSelectOption[];
  value: readonly string[];
  active: number;
  /** No option offered at all (before the search). */
  noneOffered: boolean;
  loading: boolean;
  hasMore: boolean;
  optionId: (index: number) => string;
  onToggle: (index: number) => void;
  onHover: (index: number) => void;
  onLoadMore: () => void;
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
  onHover,
  onLoadMore,
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
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: with aria-activedescendant the options are never focused themselves
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                aria-disabled={option.disabled || undefined}
                data-active={index === active}
                className={styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => !option.disabled && onHover(index)}
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
        <button
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
