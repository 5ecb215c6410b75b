import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { visuallyHidden } from '../../theme/theme.css';
import { Button } from '../Button';
import * as styles from './Pagination.css';
import { pageItems } from './pageItems';

export type PaginationProps = {
  /** The navigation's accessible name (e.g. "Organizations pages"). */
  label: string;
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

/**
 * Pages of a list: "Page X of Y" (announced politely), Previous, the page numbers (the
 * first, the last and the current one's neighbours, with ellipses between; the current one
 * with `aria-current="page"`) and Next, in a navigation landmark.
 */
export function Pagination({ label, page, totalPages, onPageChange, className }: PaginationProps) {
  const { common: s } = useStrings();
  return (
    <nav aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.status} aria-live="polite">
        {formatString(s.pageOf, { page, total: totalPages })}
      </p>
      <ul className={styles.list}>
        <li>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {s.previousPage}
          </Button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className={visuallyHidden}>{s.morePages}</span>
            </li>
          ) : (
            <li key={item.page}>
              <Button
                size="sm"
                variant={item.page === page ? 'primary' : 'ghost'}
                aria-label={formatString(s.pageNumber, { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {s.nextPage}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
