import { Button } from '../../primitives/Button';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { visuallyHidden } from '../../theme/theme.css';
import { pageItems } from '../shared/pageItems';
import * as styles from './ReportsHistory.css';

export type ReportsPaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Previous/Next, page numbers with ellipses and "Page X of Y", in a nav landmark. */
export function ReportsPagination({ page, totalPages, onPageChange }: ReportsPaginationProps) {
  const { reportsHistory: s } = useStrings();
  const p = s.pagination;
  return (
    <nav aria-label={p.label} className={styles.pagination}>
      <p className={styles.pageStatus} aria-live="polite">
        {formatString(p.page, { page, total: totalPages })}
      </p>
      <ul className={styles.pageList}>
        <li>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {p.previous}
          </Button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className={visuallyHidden}>{s.ellipsis}</span>
            </li>
          ) : (
            <li key={item.page}>
              <Button
                size="sm"
                variant={item.page === page ? 'primary' : 'ghost'}
                aria-label={formatString(s.pageLabel, { page: item.page })}
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
            {p.next}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
