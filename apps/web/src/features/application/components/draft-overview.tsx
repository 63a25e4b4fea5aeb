import type { ApplicationView } from '@sinar/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useRemoveApplication } from '../api/remove-application.ts';
import styles from './draft-steps.module.css';
import { continuePage, DRAFT_STEPS, isDraftStepCompleted } from './journey-steps.ts';

/** The draft's three steps, each completed or not; continue where the applicant stopped, or cancel (confirmed). */
export function DraftOverview({
  application,
  userId,
}: {
  readonly application: ApplicationView;
  readonly userId: string;
}) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useRemoveApplication(userId);
  const [confirming, setConfirming] = useState(false);
  const stepsId = useId();

  return (
    <Card>
      <FigureList
        figures={[{ id: 'no', term: t('apply.draft.applicationNo'), value: application.applicationNo }]}
      />
      <h2 id={stepsId}>{t('apply.draft.stepsTitle')}</h2>
      <ol className={styles.steps} aria-labelledby={stepsId}>
        {DRAFT_STEPS.map(({ id, step }) => {
          const done = isDraftStepCompleted(application, step);
          return (
            <li key={id} className={styles.step}>
              <span>{t(`apply.draft.steps.${id}`)}</span>
              {done ? (
                <span className={styles.done}>
                  <CheckIcon />
                  {t('apply.draft.completed')}
                </span>
              ) : (
                <span className={styles.todo}>{t('apply.draft.notCompleted')}</span>
              )}
            </li>
          );
        })}
      </ol>
      <FormActions>
        <LinkButton to={path(continuePage(application))}>{t('apply.draft.continue')}</LinkButton>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('apply.draft.cancel')}
        </Button>
      </FormActions>
      {confirming ? (
        <ConfirmDialog
          title={t('apply.draft.cancelTitle')}
          body={t('apply.draft.cancelBody')}
          cancelText={t('apply.draft.cancelKeep')}
          confirmText={remove.isPending ? t('apply.draft.cancelling') : t('apply.draft.cancelConfirm')}
          busy={remove.isPending}
          error={remove.error}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            remove.mutate(application.id, {
              onSuccess: () => {
                toast.show(t('apply.draft.cancelled'));
                navigate(path(PAGES.home));
              },
            })
          }
        />
      ) : null}
    </Card>
  );
}
