import type { AuditEntry } from '@sinar/domain';
import { formatMalaysianDateTime } from '@sinar/domain';
import { actionName, roleName } from '../lib/audit-text.ts';
import { useT } from '../lib/use-t.ts';
import { ChangeSummary } from './change-summary.tsx';
import { Section } from './ui/section.tsx';
import { TableFrame } from './ui/table-frame.tsx';

/**
 * Every status change and officer action on an application (an individual's, or an SME or staff application),
 * oldest first, as the audit trail holds them.
 */
export function HistorySection({ history }: { readonly history: readonly AuditEntry[] }) {
  const { t, i18n, language } = useT();
  return (
    <Section title={t('application.history.title')}>
      {history.length === 0 ? (
        <p className="muted">{t('application.history.none')}</p>
      ) : (
        <TableFrame>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.change')}</th>
                <th scope="col">{t('audit.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td className="nowrap">{formatMalaysianDateTime(entry.at, language)}</td>
                  <td>
                    {entry.actorName ?? t(`actorKinds.${entry.actorKind}`)}
                    {entry.actorRole ? <div className="muted">{roleName(t, entry.actorRole)}</div> : null}
                  </td>
                  <td>{actionName(t, i18n, entry.action)}</td>
                  <td>
                    <ChangeSummary before={entry.before} after={entry.after} />
                  </td>
                  <td>{entry.remark || t('common.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Section>
  );
}
