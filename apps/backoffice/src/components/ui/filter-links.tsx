import { Link } from 'react-router';
import styles from './filter-links.module.css';

export interface FilterLink {
  readonly key: string;
  readonly to: string;
  readonly label: string;
  readonly current?: boolean;
}

/** A list's filters, each a link so that the address says what is shown; the one in force is the current page. */
export function FilterLinks({
  label,
  links,
}: {
  readonly label: string;
  readonly links: readonly FilterLink[];
}) {
  return (
    <nav aria-label={label} className={styles.filters}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.filter} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
