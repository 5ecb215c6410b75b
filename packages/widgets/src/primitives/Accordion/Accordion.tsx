import { forwardRef, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import * as styles from './Accordion.css';

export type AccordionItem = {
  /** The item's key, passed to `onValueChange`. */
  value: string;
  /** The header's content (inside the header button). */
  header: ReactNode;
  /** The panel's content. */
  content: ReactNode;
  /** Extra content shown under the header text, e.g. the chosen answer. */
  summary?: ReactNode;
};

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** The open item (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** The heading level wrapping each header button (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Receives each header button, e.g. to move focus to one. */
  headerRef?: (value: string, element: HTMLButtonElement | null) => void;
  /**
   * Render every panel's content, closed ones too, instead of only the open one's. Closed
   * panels are then hidden by a style (`display: none`) that a print stylesheet can
   * override (`[data-accordion-panel]`) to show every panel.
   */
  keepMounted?: boolean;
  className?: string;
};

/**
 * A single-open, collapsible accordion (WAI-ARIA pattern): headers are buttons with
 * `aria-expanded`/`aria-controls` inside headings; clicking the open header closes it;
 * Arrow Up/Down, Home and End move between headers.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  {
    items,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    headingLevel = 3,
    headerRef,
    keepMounted = false,
    className,
  }: AccordionProps,
  ref,
) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const setValue = (next: string | null) => {
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const Heading = `h${headingLevel}` as const;

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const root = event.currentTarget.closest('[data-accordion]');
    const headers = Array.from(
      root?.querySelectorAll<HTMLButtonElement>('[data-accordion-header]') ?? [],
    ).filter((h) => h.closest('[data-accordion]') === root);
    const at = headers.indexOf(event.currentTarget);
    const target = {
      ArrowDown: headers[(at + 1) % headers.length],
      ArrowUp: headers[(at - 1 + headers.length) % headers.length],
      Home: headers[0],
      End: headers[headers.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-accordion="">
      {items.map((item, index) => {
        const open = item.value === value;
        const headerId = `rs-accordion-${id}-${index}-header`;
        const panelId = `rs-accordion-${id}-${index}-panel`;
        return (
          <div key={item.value} className={styles.item} data-state={open ? 'open' : 'closed'}>
            <Heading className={styles.heading}>
              <button
                ref={headerRef ? (el) => headerRef(item.value, el) : undefined}
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={open}
                aria-controls={panelId}
                data-accordion-header=""
                onClick={() => setValue(open ? null : item.value)}
                onKeyDown={onHeaderKeyDown}
              >
                <span className={styles.headerText}>
                  <span className={styles.title}>{item.header}</span>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                </span>
                <svg
                  className={styles.chevron}
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  aria-hidden="true"
                >
                  <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={headerId}
              className={
                open || !keepMounted ? styles.panel : `${styles.panel} ${styles.panelCollapsed}`
              }
              hidden={!open && !keepMounted}
              data-accordion-panel=""
              data-state={open ? 'open' : 'closed'}
            >
              {open || keepMounted ? item.content : null}
            </section>
          </div>
        );
      })}
    </div>
  );
});
Accordion.displayName = 'Accordion';
