import { Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import styles from './pager.module.css';

/** Previous and next page links with where the reader is; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly hrefFor: (page: number) => string;
}) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('common.pager.label')}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={styles.link}>
          {t('common.pager.previous')}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
      <span aria-current="page">{t('common.pager.position', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={styles.link}>
          {t('common.pager.next')}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
