import type { ReactNode } from 'react';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';

/**
 * A master-data table: its caption for screen readers (the section's heading already shows it), the column names,
 * and a last column for each row's buttons, named only for screen readers.
 */
export function RecordTable({
  caption,
  columns,
  children,
}: {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly children: ReactNode;
}) {
  const { t } = useT();
  return (
    <TableFrame>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('masterData.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}
