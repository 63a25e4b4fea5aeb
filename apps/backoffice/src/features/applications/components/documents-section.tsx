import type { ApplicationFile } from '@sinar/domain';
import { formatMalaysianDateTime } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { DocumentViewer } from './document-viewer.tsx';

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The uploaded documents, each opened in the viewer. */
export function DocumentsSection({ files }: { readonly files: readonly ApplicationFile[] }) {
  const { t, language } = useT();
  const [open, setOpen] = useState<ApplicationFile | null>(null);
  return (
    <Section title={t('application.documents.title')}>
      {files.length === 0 ? (
        <p className="muted">{t('application.documents.none')}</p>
      ) : (
        <TableFrame>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('application.documents.group')}</th>
                <th scope="col">{t('application.documents.fileName')}</th>
                <th scope="col">{t('application.documents.size')}</th>
                <th scope="col">{t('application.documents.uploaded')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('application.documents.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id}>
                  <td>{t(`documentGroups.${file.fileType.name}`)}</td>
                  <td>
                    {file.fileName} <span className="muted">({file.contentType.toUpperCase()})</span>
                  </td>
                  <td className="nowrap">{fileSize(file.sizeBytes)}</td>
                  <td className="nowrap">{formatMalaysianDateTime(file.uploadedAt, language)}</td>
                  <td>
                    <Button variant="secondary" size="small" onClick={() => setOpen(file)}>
                      {t('application.documents.view')}
                      <span className="visually-hidden"> {file.fileName}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {open ? <DocumentViewer file={open} onClose={() => setOpen(null)} /> : null}
    </Section>
  );
}
