import type { AuditEntry } from '@sinar/domain';
import { formatMalaysianDateTime } from '@sinar/domain';
import { Link } from 'react-router';
import { ChangeSummary } from '../../../components/change-summary.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { actionName, roleName } from '../../../lib/audit-text.ts';
import { applicationPath, smeApplicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';

/**
 * The audit entries with who, when, in which role, what, on which application (an individual's or an SME or staff
 * application, each linked to its page), before and after.
 */
export function AuditTable({ items }: { readonly items: readonly AuditEntry[] }) {
  const { t, i18n, language } = useT();
  return (
    <TableFrame>
      <table className="data-table">
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.application')}</th>
            <th scope="col">{t('audit.change')}</th>
            <th scope="col">{t('audit.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td className="nowrap">{formatMalaysianDateTime(entry.at, language)}</td>
              <td>
                {entry.actorName ?? t(`actorKinds.${entry.actorKind}`)}
                {entry.actorRole ? <div className="muted">{roleName(t, entry.actorRole)}</div> : null}
              </td>
              <td>{actionName(t, i18n, entry.action)}</td>
              <td className="nowrap">
                {entry.applicationId ? (
                  <Link to={applicationPath(entry.applicationId)}>
                    {entry.applicationNo ?? entry.applicationId}
                  </Link>
                ) : entry.smeApplicationId ? (
                  <Link to={smeApplicationPath(entry.smeApplicationId)}>
                    {entry.applicationNo ?? entry.smeApplicationId}
                  </Link>
                ) : (
                  t('common.none')
                )}
              </td>
              <td>
                <ChangeSummary before={entry.before} after={entry.after} />
              </td>
              <td>{entry.remark ?? t('common.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
