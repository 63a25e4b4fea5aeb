import type { Officer } from '@sinar/domain';
import { formatMalaysianDate } from '@sinar/domain';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { OfficerEditDialog } from './officer-edit-dialog.tsx';
import { OfficerResetDialog } from './officer-reset-dialog.tsx';
import styles from './officers.module.css';

type OpenDialog = { readonly kind: 'edit' | 'reset'; readonly officer: Officer } | null;

export function OfficersTable({ officers }: { readonly officers: readonly Officer[] }) {
  const { t, language } = useT();
  const [open, setOpen] = useState<OpenDialog>(null);
  return (
    <>
      <TableFrame>
        <table className="data-table">
          <caption className="visually-hidden">{t('officers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('officers.fullName')}</th>
              <th scope="col">{t('officers.email')}</th>
              <th scope="col">{t('officers.roles')}</th>
              <th scope="col">{t('officers.state')}</th>
              <th scope="col">{t('officers.since')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('officers.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {officers.map((officer) => (
              <tr key={officer.id}>
                <th scope="row">{officer.fullName}</th>
                <td>{officer.email}</td>
                <td>{officer.roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
                <td>
                  <span className={styles.badges}>
                    {officer.active ? (
                      <Badge tone="success">{t('officers.active')}</Badge>
                    ) : (
                      <Badge tone="neutral">{t('officers.inactive')}</Badge>
                    )}
                    {officer.totpEnrolled ? null : <Badge tone="warning">{t('officers.notEnrolled')}</Badge>}
                  </span>
                </td>
                <td className="nowrap">{formatMalaysianDate(officer.createdAt, language)}</td>
                <td>
                  <span className={styles.rowActions}>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setOpen({ kind: 'edit', officer })}
                    >
                      {t('officers.edit.open')}
                      <span className="visually-hidden"> {officer.fullName}</span>
                    </Button>
                    <Button variant="ghost" size="small" onClick={() => setOpen({ kind: 'reset', officer })}>
                      {t('officers.reset.open')}
                      <span className="visually-hidden"> {officer.fullName}</span>
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {open?.kind === 'edit' ? (
        <OfficerEditDialog officer={open.officer} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'reset' ? (
        <OfficerResetDialog officer={open.officer} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
