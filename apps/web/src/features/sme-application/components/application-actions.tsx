import type { SmeApplicationView } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import {
  cancelSmeApplication,
  deleteSmeApplication,
  smeApplicationsQueryOptions,
} from '../api/sme-application-api.ts';
import styles from './sme.module.css';
import { useSmeSession } from './sme-session.ts';

/** The statuses the applicant may still cancel (docs/decisions/059): a draft or a submitted application. */
const CANCELLABLE = ['DRAFT', 'PENDING'] as const;

/**
 * Cancel (a draft or a submitted application) and delete (a draft), each after the applicant confirms; then home,
 * with the outcome announced.
 */
export function ApplicationActions({ application }: { readonly application: SmeApplicationView }) {
  const { t } = useT('journey');
  const { userId } = useSmeSession();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [asking, setAsking] = useState<'cancel' | 'remove' | null>(null);
  const done = async (message: string) => {
    setAsking(null);
    await queries.invalidateQueries({ queryKey: smeApplicationsQueryOptions(userId).queryKey });
    toast.show(message);
    navigate(SME_PAGES.home);
  };
  const cancel = useMutation({
    mutationFn: () => cancelSmeApplication(application.id),
    onSuccess: () => done(t('smeApply.home.cancelled')),
  });
  const remove = useMutation({
    mutationFn: () => deleteSmeApplication(application.id),
    onSuccess: () => done(t('smeApply.home.removed')),
  });
  const status = application.applicationStatus;
  return (
    <div className={styles.actions}>
      {(CANCELLABLE as readonly string[]).includes(status) ? (
        <Button variant="secondary" onClick={() => setAsking('cancel')}>
          {t('smeApply.home.cancel')}
        </Button>
      ) : null}
      {status === 'DRAFT' ? (
        <Button variant="ghost" onClick={() => setAsking('remove')}>
          {t('smeApply.home.remove')}
        </Button>
      ) : null}
      {asking === 'cancel' ? (
        <ConfirmDialog
          title={t('smeApply.home.cancelTitle')}
          body={t('smeApply.home.cancelBody')}
          confirmText={t('smeApply.home.cancelConfirm')}
          cancelText={t('smeApply.home.keep')}
          busy={cancel.isPending}
          error={cancel.error}
          onConfirm={() => cancel.mutate()}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'remove' ? (
        <ConfirmDialog
          title={t('smeApply.home.removeTitle')}
          body={t('smeApply.home.removeBody')}
          confirmText={t('smeApply.home.removeConfirm')}
          cancelText={t('smeApply.home.keep')}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate()}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
