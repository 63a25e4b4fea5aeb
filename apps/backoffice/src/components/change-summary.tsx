import { changedFields, fieldName, valueText } from '../lib/audit-text.ts';
import { useT } from '../lib/use-t.ts';
import styles from './change-summary.module.css';

/** What an action changed, field by field: 'status: Pending verification → Submitted for approval'. */
export function ChangeSummary({
  before,
  after,
}: {
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
}) {
  const { t, i18n, language } = useT();
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{fieldName(t, i18n, change.field)}:</span>{' '}
          {before === null ? null : (
            <>
              <span className={styles.before}>
                {valueText(t, i18n, language, change.field, change.before)}
              </span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden">{t('audit.changedTo')} </span>
            </>
          )}
          <span className={styles.after}>{valueText(t, i18n, language, change.field, change.after)}</span>
        </li>
      ))}
    </ul>
  );
}
