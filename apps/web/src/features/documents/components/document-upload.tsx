import { ApiError } from '@sinar/client/api-error';
import {
  type ApplicationFile,
  type ApplicationView,
  applicantMayChangeStep,
  type CatalogKey,
  documentSetProblems,
  type DocumentGroup as Group,
  INDIVIDUAL_DOCUMENTS,
  type RequiredDocuments,
  type StoredFileDigest,
} from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useCompleteDocumentUpload } from '../api/complete-document-upload.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { applicationFilesQueryOptions, useApplicationFiles } from '../api/list-files.ts';
import { uploadFile } from '../api/upload-file.ts';
import { DocumentGroup, type PendingUpload } from './document-group.tsx';
import styles from './documents.module.css';
import { prepareUpload } from './prepare-upload.ts';

/**
 * The digests of the files uploaded from this tab, by file id: the server's list does not carry them, and the
 * browser refuses the same content twice before sending it (the server checks again for files from elsewhere).
 */
const knownDigests = new Map<string, string>();
const UNKNOWN_DIGEST = '0'.repeat(64);

const digestsOf = (files: readonly ApplicationFile[]): StoredFileDigest[] =>
  // A file whose digest this tab never saw still counts towards the limit, with a digest no content has.
  files.map((file) => ({ sha256: knownDigests.get(file.id) ?? UNKNOWN_DIGEST }));

type ByGroup<T> = Readonly<Partial<Record<Group, T>>>;

let pendingCounter = 0;

/**
 * What the documents step works on, whichever journey's application it is: its id, whether its documents may still
 * change, the groups it takes, why its set is not complete yet, and where 'Next' and 'Back to home' lead.
 */
export interface DocumentStepSubject {
  readonly applicationId: string;
  readonly changeable: boolean;
  readonly documents: RequiredDocuments;
  readonly problemsOf: (counts: Readonly<Partial<Record<Group, number>>>) => readonly CatalogKey[];
  readonly nextPath: string;
  readonly homePath: string;
}

/**
 * The three groups of documents, then 'Next' once the set is complete (spec 000 sections 3 and 5). Once the status
 * no longer lets the applicant change them (submitted, or a refer-back that does not name them), they can only be
 * viewed.
 */
export function DocumentUpload({ application }: { readonly application: ApplicationView }) {
  const { path } = useVariant();
  const subject: DocumentStepSubject = {
    applicationId: application.id,
    changeable: applicantMayChangeStep({
      status: application.applicationStatus,
      step: 'documentUpload',
      referBackSteps: application.referBack?.steps ?? null,
    }),
    documents: INDIVIDUAL_DOCUMENTS,
    problemsOf: (counts) => documentSetProblems(counts),
    nextPath: path(PAGES.summary),
    homePath: path(PAGES.home),
  };
  return <DocumentSteps subject={subject} />;
}

/** The groups of documents the subject takes, required first, then 'Next' once the set is complete. */
export function DocumentSteps({ subject }: { readonly subject: DocumentStepSubject }) {
  const { t } = useT('journey');
  const { t: tc } = useT();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const queries = useQueryClient();
  const applicationId = subject.applicationId;
  const groups = [...subject.documents.required, ...subject.documents.optional];
  const files = useApplicationFiles(applicationId);
  const remove = useDeleteFile(applicationId);
  const complete = useCompleteDocumentUpload();
  const problemsId = useId();
  const [pending, setPending] = useState<ByGroup<readonly PendingUpload[]>>({});
  const [errors, setErrors] = useState<ByGroup<string | null>>({});
  const [announcement, setAnnouncement] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState<ApplicationFile | null>(null);
  const changeable = subject.changeable;
  // The list as the uploads of a batch leave it, before the query's copy re-renders.
  const latest = useRef<readonly ApplicationFile[]>([]);
  latest.current = files.data ?? [];

  const setError = (group: Group, message: string | null) =>
    setErrors((all) => ({ ...all, [group]: message }));
  const changePending = (
    group: Group,
    change: (items: readonly PendingUpload[]) => readonly PendingUpload[],
  ) => setPending((all) => ({ ...all, [group]: change(all[group] ?? []) }));

  const addFiles = async (group: Group, chosen: File[]) => {
    setError(group, null);
    complete.reset();
    for (const original of chosen) {
      pendingCounter += 1;
      const key = `upload-${pendingCounter}`;
      const update = (change: Partial<PendingUpload>) =>
        changePending(group, (items) =>
          items.map((item) => (item.key === key ? { ...item, ...change } : item)),
        );
      changePending(group, (items) => [
        ...items,
        { key, name: original.name, phase: 'checking', percent: 0 },
      ]);
      try {
        const current = latest.current;
        const prepared = await prepareUpload(original, {
          group,
          existingInGroup: digestsOf(current.filter((file) => file.fileType.name === group)),
          existingInApplication: digestsOf(current.filter((file) => file.fileType.name !== group)),
          onCompressing: () => update({ phase: 'compressing' }),
        });
        if (!prepared.ok) {
          setError(group, tc(prepared.error));
          return;
        }
        update({ phase: 'uploading', percent: 0 });
        const stored = await uploadFile({
          applicationId,
          group,
          file: prepared.file,
          onProgress: (percent) => update({ percent }),
        });
        knownDigests.set(stored.id, prepared.sha256);
        latest.current = [...latest.current, stored];
        queries.setQueryData<ApplicationFile[]>(
          applicationFilesQueryOptions(applicationId).queryKey,
          (list) => [...(list ?? []), stored],
        );
        setAnnouncement(t('verification.documents.uploaded', { name: stored.fileName }));
      } catch (error) {
        setError(group, error instanceof ApiError ? error.message : tc('errors.somethingWentWrong'));
        return;
      } finally {
        changePending(group, (items) => items.filter((item) => item.key !== key));
      }
    }
  };

  const deleteFile = (file: ApplicationFile) => {
    setConfirmingDelete(null);
    setError(file.fileType.name, null);
    complete.reset();
    remove.mutate(file, {
      onSuccess: () => {
        knownDigests.delete(file.id);
        setAnnouncement(t('verification.documents.deleted', { name: file.fileName }));
      },
      onError: (error) => setError(file.fileType.name, error.message),
    });
  };

  if (files.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (files.isError)
    return (
      <div role="alert">
        <FormError error={files.error} />
        <Button variant="secondary" onClick={() => void files.refetch()}>
          {tc('common.actions.retry')}
        </Button>
      </div>
    );

  const list = files.data;
  const counts: Partial<Record<Group, number>> = {};
  for (const file of list) counts[file.fileType.name] = (counts[file.fileType.name] ?? 0) + 1;
  const problems = subject.problemsOf(counts);
  const uploading = groups.some((group) => (pending[group]?.length ?? 0) > 0);

  return (
    <div className={styles.layout}>
      {changeable ? (
        <p className={styles.rules}>{tc('uploads.rules')}</p>
      ) : (
        <Alert tone="info">{t('verification.documents.locked')}</Alert>
      )}
      {groups.map((group) => (
        <DocumentGroup
          key={group}
          group={group}
          required={subject.documents.required.includes(group)}
          files={list.filter((file) => file.fileType.name === group)}
          pending={pending[group] ?? []}
          error={errors[group] ?? null}
          deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
          phone={phone}
          changeable={changeable}
          onFiles={(chosen) => void addFiles(group, chosen)}
          onDelete={setConfirmingDelete}
          onOpenFailed={() => setError(group, t('verification.documents.openFailed'))}
        />
      ))}
      <LiveRegion>{announcement}</LiveRegion>
      {changeable ? (
        <>
          {problems.length > 0 ? (
            <div id={problemsId} className={styles.problems}>
              <p>{t('verification.documents.notComplete')}</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{tc(problem)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <LiveRegion politeness="assertive">
            <FormError error={complete.error} />
          </LiveRegion>
          <FormActions>
            <Button
              disabled={problems.length > 0 || uploading}
              aria-describedby={problems.length > 0 ? problemsId : undefined}
              busy={complete.isPending}
              onClick={() =>
                complete.mutate(applicationId, { onSuccess: () => void navigate(subject.nextPath) })
              }
            >
              {t('verification.documents.next')}
            </Button>
          </FormActions>
        </>
      ) : (
        <FormActions>
          <LinkButton to={subject.homePath}>{t('verification.common.backToHome')}</LinkButton>
        </FormActions>
      )}
      {confirmingDelete ? (
        <ConfirmDialog
          title={t('verification.documents.deleteTitle')}
          body={t('verification.documents.deleteBody', { name: confirmingDelete.fileName })}
          cancelText={t('verification.documents.deleteKeep')}
          confirmText={t('verification.documents.deleteConfirm')}
          onClose={() => setConfirmingDelete(null)}
          onConfirm={() => deleteFile(confirmingDelete)}
        />
      ) : null}
    </div>
  );
}
