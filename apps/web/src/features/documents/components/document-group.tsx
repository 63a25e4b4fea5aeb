import { type ApplicationFile, DOCUMENT_GROUP_RULES, type DocumentGroup as Group } from '@sinar/domain';
import { type ChangeEvent, useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './documents.module.css';
import { FileItem } from './file-item.tsx';

/** What the page is doing with a chosen file before it shows in the list. */
export interface PendingUpload {
  readonly key: string;
  readonly name: string;
  readonly phase: 'checking' | 'compressing' | 'uploading';
  readonly percent: number;
}

/** pdf, png and jpeg: the browser's picker offers only these; the content decides. */
const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export interface DocumentGroupProps {
  readonly group: Group;
  /** Whether the application's journey requires the group (an SME partner type's groups have no count). */
  readonly required: boolean;
  readonly files: readonly ApplicationFile[];
  readonly pending: readonly PendingUpload[];
  readonly error: string | null;
  readonly deletingId: string | null;
  /** A phone also offers its camera. */
  readonly phone: boolean;
  /** Whether the application's status still lets the applicant add and delete documents. */
  readonly changeable: boolean;
  readonly onFiles: (files: File[]) => void;
  readonly onDelete: (file: ApplicationFile) => void;
  readonly onOpenFailed: () => void;
}

/** One group of documents: its rule, its files, the pickers, what is under way and what went wrong. */
export function DocumentGroup(props: DocumentGroupProps) {
  const { group, files, pending } = props;
  const { t } = useT('journey');
  const { t: tc } = useT();
  const headingId = useId();
  const rule = DOCUMENT_GROUP_RULES[group];
  const name = tc(rule.labelKey);
  const busy = pending.length > 0;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared, so that choosing the same file again is noticed (and refused as a duplicate).
    event.target.value = '';
    if (chosen.length > 0) props.onFiles(chosen);
  };

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 id={headingId}>{name}</h2>
        <span className={props.required ? styles.required : styles.optional}>
          {props.required ? t('verification.documents.required') : t('verification.documents.optional')}
        </span>
      </div>
      <p className={styles.hint}>{tc(`uploads.hints.${group}`)}</p>
      <p className={styles.count}>
        {rule.required
          ? t('verification.documents.uploadedCount', { count: files.length, required: rule.required.count })
          : t('verification.documents.uploadedCountOptional', { count: files.length, max: rule.maxFiles })}
      </p>

      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('verification.documents.filesOf', { group: name })}>
          {files.map((file) => (
            <FileItem
              key={file.id}
              file={file}
              deleting={props.deletingId === file.id}
              onDelete={props.changeable ? () => props.onDelete(file) : undefined}
              onOpenFailed={props.onOpenFailed}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('verification.documents.empty')}</p>
      )}

      {pending.map((item) => (
        <div key={item.key} className={styles.pending}>
          {item.phase === 'uploading' ? (
            <>
              <label htmlFor={`${headingId}-${item.key}`}>
                {t('verification.documents.uploading', { name: item.name })}
              </label>
              <progress id={`${headingId}-${item.key}`} max={100} value={item.percent}>
                {item.percent}%
              </progress>
            </>
          ) : (
            <p role="status">
              {item.phase === 'compressing'
                ? t('verification.documents.compressing', { name: item.name })
                : t('verification.documents.checking', { name: item.name })}
            </p>
          )}
        </div>
      ))}

      <div role="alert" aria-atomic="true">
        {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      </div>

      {props.changeable ? <Pickers name={name} busy={busy} phone={props.phone} picked={picked} /> : null}
    </Card>
  );
}

/** 'Choose file', and on a phone 'Take a photo'. */
function Pickers({
  name,
  busy,
  phone,
  picked,
}: {
  readonly name: string;
  readonly busy: boolean;
  readonly phone: boolean;
  readonly picked: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useT('journey');
  return (
    <div className={styles.pickers}>
      <label className={buttonClassName({ variant: 'secondary' }, styles.picker)}>
        <input
          type="file"
          className="visually-hidden"
          accept={ACCEPT}
          multiple
          disabled={busy}
          aria-label={t('verification.documents.chooseFileFor', { group: name })}
          onChange={picked}
        />
        <span aria-hidden="true">{t('verification.documents.chooseFile')}</span>
      </label>
      {phone ? (
        <label className={buttonClassName({ variant: 'secondary' }, styles.picker)}>
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg"
            capture="environment"
            disabled={busy}
            aria-label={t('verification.documents.takePhotoFor', { group: name })}
            onChange={picked}
          />
          <span aria-hidden="true">{t('verification.documents.takePhoto')}</span>
        </label>
      ) : null}
    </div>
  );
}
