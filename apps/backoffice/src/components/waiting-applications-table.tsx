import { formatMalaysianDate, formatRinggit, type Sen } from '@sinar/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/use-t.ts';
import { Badge } from './ui/badge.tsx';
import { TableFrame } from './ui/table-frame.tsx';
import styles from './waiting-applications-table.module.css';

/** What every waiting application shows in a queue's list, whichever kind of application it is. */
export interface WaitingApplication {
  readonly id: string;
  readonly applicationNo: string;
  readonly applicantName: string;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly submittedAt: string;
  readonly ageBusinessDays: number;
  readonly overdue: boolean;
}

/** A column a kind of application adds: its header and its cell. */
export interface WaitingColumn<Item> {
  readonly header: string;
  readonly cell: (item: Item) => ReactNode;
}

/** The catalog group naming the common columns: the individuals' queue, or the SME and staff list. */
type LabelGroup = 'queueList' | 'smeApplications.list';

/**
 * Applications waiting for an officer, oldest first as the server sends them: the number linking to the application,
 * the applicant, the terms applied for, the submission and the age in business days (overdue past the target). A
 * kind of application adds its columns before the applicant (`leading`) or after it (`trailing`).
 */
export function WaitingApplicationsTable<Item extends WaitingApplication>({
  items,
  caption,
  labels,
  pathOf,
  leading = [],
  trailing = [],
}: {
  readonly items: readonly Item[];
  readonly caption: string;
  readonly labels: LabelGroup;
  readonly pathOf: (id: string) => string;
  readonly leading?: readonly WaitingColumn<Item>[];
  readonly trailing?: readonly WaitingColumn<Item>[];
}) {
  const { t, language } = useT();
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${labels}.applicationNo`)}</th>
            {leading.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{t(`${labels}.applicant`)}</th>
            {trailing.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col" className="numeric">
              {t(`${labels}.amount`)}
            </th>
            <th scope="col" className="numeric">
              {t(`${labels}.tenure`)}
            </th>
            <th scope="col">{t(`${labels}.submitted`)}</th>
            <th scope="col">{t(`${labels}.age`)}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="nowrap">
                <Link to={pathOf(item.id)}>{item.applicationNo}</Link>
              </td>
              {leading.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
              <td>{item.applicantName}</td>
              {trailing.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
              <td className="numeric">{formatRinggit(item.amountSen, language)}</td>
              <td className="numeric">{t('common.months', { months: item.tenureMonths })}</td>
              <td className="nowrap">{formatMalaysianDate(item.submittedAt, language)}</td>
              <td>
                <span className={styles.age}>
                  {item.ageBusinessDays}
                  {item.overdue ? <Badge tone="danger">{t(`${labels}.overdue`)}</Badge> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
