import type { ApplicationFile } from '@sinar/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { fileObjectUrl } from '../api/file-content.ts';
import styles from './documents.module.css';

const KB = 1024;
const sizeText = (bytes: number) =>
  bytes >= KB * KB ? `${(bytes / (KB * KB)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`;

/** An image's thumbnail, fetched with the session's token (the file is not public). */
function Thumbnail({ file }: { readonly file: ApplicationFile }) {
  const { t } = useT('journey');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fileObjectUrl(file.id, controller.signal).then(
      (objectUrl) => {
        created = objectUrl;
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [file.id]);
  return url ? (
    <img
      className={styles.thumbnail}
      src={url}
      alt={t('verification.documents.previewOf', { name: file.fileName })}
    />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}

function PdfIcon() {
  return (
    <svg className={styles.thumbnail} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M12 4h18l10 10v30H12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M30 4v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="26" y="36" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

export interface FileItemProps {
  readonly file: ApplicationFile;
  readonly deleting: boolean;
  /** Absent once the documents may no longer change: the file can only be viewed. */
  readonly onDelete?: (() => void) | undefined;
  readonly onOpenFailed: () => void;
}

/** One uploaded file: its preview, name and size, and the buttons to view it and, while allowed, delete it. */
export function FileItem({ file, deleting, onDelete, onOpenFailed }: FileItemProps) {
  const { t } = useT('journey');
  const view = async () => {
    // The tab is opened now, while the click still counts as the user's, and pointed at the file once it is here.
    const tab = window.open('', '_blank');
    try {
      const url = await fileObjectUrl(file.id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      onOpenFailed();
    }
  };
  return (
    <li className={styles.file}>
      {file.contentType === 'pdf' ? <PdfIcon /> : <Thumbnail file={file} />}
      <span className={styles.fileName}>
        <span>{file.fileName}</span>
        <span className={styles.fileSize}>{sizeText(file.sizeBytes)}</span>
      </span>
      <span className={styles.fileActions}>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('verification.documents.viewNamed', { name: file.fileName })}
          onClick={() => void view()}
        >
          {t('verification.documents.view')}
        </Button>
        {onDelete ? (
          <Button
            variant="secondary"
            size="small"
            busy={deleting}
            aria-label={t('verification.documents.deleteNamed', { name: file.fileName })}
            onClick={onDelete}
          >
            {t('verification.documents.delete')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
