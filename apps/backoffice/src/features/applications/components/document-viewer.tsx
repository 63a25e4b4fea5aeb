import { type ApplicationFile, FILE_PATHS } from '@sinar/domain';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useFileBlob, useObjectUrl } from '../api/get-file.ts';
import styles from './application.module.css';

/**
 * One document, fetched with the officer's token and shown from memory: an image in the dialog itself; a PDF in a
 * new tab of the browser's own viewer, because the server's content policy allows no frames or objects.
 */
export function DocumentViewer({
  file,
  onClose,
}: {
  readonly file: ApplicationFile;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const content = useFileBlob(FILE_PATHS.file(file.id));
  const url = useObjectUrl(content.data);
  return (
    <Dialog title={file.fileName} wide onClose={onClose}>
      {content.isPending ? <Loading /> : null}
      {content.isError ? <LoadError error={content.error} onRetry={() => void content.refetch()} /> : null}
      {url ? (
        <>
          {file.contentType === 'pdf' ? (
            <p>{t('application.documents.pdfHint')}</p>
          ) : (
            <img className={styles.documentImage} src={url} alt={file.fileName} />
          )}
          <p className={styles.viewerActions}>
            {file.contentType === 'pdf' ? (
              <a className={buttonClassName('primary')} href={url} target="_blank" rel="noopener">
                {t('application.documents.openPdf')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            ) : null}
            <a className={buttonClassName('secondary')} href={url} download={file.fileName}>
              {t('application.documents.download')}
            </a>
          </p>
        </>
      ) : null}
    </Dialog>
  );
}
