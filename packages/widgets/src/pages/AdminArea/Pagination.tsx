import { Button } from '../../primitives/Button';
import { formatString, useStrings } from '../../strings';
import * as styles from './AdminArea.css';

export type PaginationProps = {
  /** What the pages are of, for the navigation's label (e.g. "Organizations"). */
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Previous / "Page N of M" / Next. */
export function Pagination({ label, page, totalPages, onPageChange }: PaginationProps) {
  const s = useStrings().adminArea;
  if (totalPages <= 1) return null;
  return (
    <nav
      className={styles.pagination}
      aria-label={formatString(s.paginationLabel, { list: label })}
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {s.previous}
      </Button>
      <span aria-live="polite">{formatString(s.page, { page, total: totalPages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {s.next}
      </Button>
    </nav>
  );
}
