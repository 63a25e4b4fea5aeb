import type { SmeApplicationView } from '@sinar/domain';
import type { ReactNode } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './sme.module.css';
import { draftOf, useSmeApplications } from './sme-session.ts';
import type { SaveState } from './use-sme-draft-saver.ts';

/**
 * A page of the application: its title and place among the pages, then the page itself once the caller's draft is
 * known; without a draft (none yet, or already submitted), the way home.
 */
export function ApplicationFrame({
  title,
  step,
  children,
}: {
  readonly title: string;
  /** This page's place: 1 for the loan details, then the sub-forms in order. */
  readonly step: (application: SmeApplicationView) => { current: number; total: number };
  readonly children: (application: SmeApplicationView) => ReactNode;
}) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const applications = useSmeApplications();
  usePageTitle(title);
  const draft = draftOf(applications.data);
  return (
    <Page title={title}>
      {applications.isPending ? <p role="status">{tr('common.status.loading')}</p> : null}
      {applications.isError ? <QueryFailed onRetry={() => void applications.refetch()} /> : null}
      {applications.data && draft === null ? (
        <>
          {applications.data.length > 0 ? (
            <Alert tone="info">{t('smeApply.common.notEditable')}</Alert>
          ) : null}
          <FormActions>
            <LinkButton to={SME_PAGES.home}>{t('smeApply.common.toHome')}</LinkButton>
          </FormActions>
        </>
      ) : null}
      {draft ? (
        <>
          <p className={styles.progress}>{t('smeApply.common.progress', step(draft))}</p>
          {children(draft)}
        </>
      ) : null}
    </Page>
  );
}

/** The draft's save state, announced politely. */
export function SaveStatus({ state }: { readonly state: SaveState }) {
  const { t } = useT('journey');
  return (
    <p className={styles.saveState} role="status" aria-live="polite">
      {state === 'saving'
        ? t('smeApply.common.saving')
        : state === 'saved'
          ? t('smeApply.common.saved')
          : state === 'failed'
            ? t('smeApply.common.saveFailed')
            : ''}
    </p>
  );
}
