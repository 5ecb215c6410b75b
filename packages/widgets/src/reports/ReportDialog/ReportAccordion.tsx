import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import * as styles from './ReportDialog.css';

export type ReportSection = { value: string; title: string; tag?: string; content: ReactNode };

export type ReportAccordionProps = { sections: readonly ReportSection[] };

/**
 * The report's sections: one open at a time, the first open at first, clicking the open
 * header closes it (WAI-ARIA accordion; Arrow Up/Down, Home, End move between headers).
 * Every section's content is always rendered, closed ones hidden with a class that the
 * print styles override, so a printout shows every section.
 */
export function ReportAccordion({ sections }: ReportAccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(sections[0]?.value ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const root = event.currentTarget.closest('[data-report-accordion]');
    const headers = Array.from(
      root?.querySelectorAll<HTMLButtonElement>('[data-report-section-header]') ?? [],
    );
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
    <div className={styles.accordion} data-report-accordion="">
      {sections.map((section, index) => {
        const expanded = section.value === open;
        const headerId = `rs-report-${id}-${index}-header`;
        const panelId = `rs-report-${id}-${index}-panel`;
        return (
          <div key={section.value} className={styles.section}>
            <h3 className={styles.sectionHeading}>
              <button
                type="button"
                id={headerId}
                className={styles.sectionButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-report-section-header=""
                onClick={() => setOpen(expanded ? null : section.value)}
                onKeyDown={onKeyDown}
              >
                <span className={styles.sectionTitle}>{section.title}</span>
                {section.tag ? <span className={styles.tag}>{section.tag}</span> : null}
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
            </h3>
            <section
              id={panelId}
              aria-labelledby={headerId}
              className={
                expanded
                  ? styles.sectionPanel
                  : `${styles.sectionPanel} ${styles.sectionPanelClosed}`
              }
              data-state={expanded ? 'open' : 'closed'}
            >
              {section.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
