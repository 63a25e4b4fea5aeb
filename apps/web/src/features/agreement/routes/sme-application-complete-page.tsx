import {
  AGREEMENT_BEFORE_SIGNING,
  type AgreementStatus,
  formatRinggit,
  type SmeAgreementView,
} from '@sinar/domain';
import { useId } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { SME_AGREEMENT_PAGES, SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useSmeAgreementStep } from '../api/sme-agreement.ts';
import styles from '../components/agreement.module.css';
import { SmeAgreementStep, StepNotReady } from '../components/agreement-step.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /sme/loan-status/application-complete: the SME partner's or staff member's journey after signing (docs/decisions/068).
 * The agreement is signed; stamping and the payout follow, and an SME partner repays from the partner commission
 * (decision 064), so no direct-debit step follows. The steps are the SME step call's (`smeAgreementStep/id/{id}`).
 */
/** A signed staff loan waits on its mandate (decision 067), which the individual's direct-debit pages set up. */
const AWAITING_MANDATE: readonly AgreementStatus[] = ['SIGNED', 'STAMPED'];

export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.smeComplete.title'));
  return (
    <Page title={t('afterApproval.smeComplete.title')} narrow>
      <SmeAgreementStep>{(agreement) => <ApplicationComplete agreement={agreement} />}</SmeAgreementStep>
    </Page>
  );
}

function ApplicationComplete({ agreement }: { readonly agreement: SmeAgreementView }) {
  const { t, language } = useT('journey');
  if (agreement.status === 'CANCELED' || AGREEMENT_BEFORE_SIGNING.includes(agreement.status))
    return (
      <StepNotReady
        message={t('afterApproval.smeComplete.notSigned')}
        to={SME_AGREEMENT_PAGES.digitalSigning}
        label={t('afterApproval.smeComplete.toSigning')}
      />
    );
  // Paid out, the agreement completes as the account opens (decision 028); servicing's pages take over from here.
  const paidOut = agreement.status === 'COMPLETED';
  const netAmount = formatRinggit(agreement.netAmountSen, language);
  return (
    <div className={styles.stack}>
      <Alert tone="success">
        {paidOut
          ? t('afterApproval.smeComplete.paidOut', { amount: netAmount })
          : t('afterApproval.smeComplete.lead', { amount: netAmount })}
      </Alert>
      {agreement.product === 'SME' ? (
        <p>
          {t('afterApproval.smeComplete.repayment', {
            amount: formatRinggit(agreement.monthlyInstalmentSen, language),
          })}
        </p>
      ) : null}
      {agreement.product === 'STAFF' && AWAITING_MANDATE.includes(agreement.status) ? (
        <>
          <Alert tone="info">{t('afterApproval.smeComplete.staffDirectDebit')}</Alert>
          <FormActions>
            <LinkButton to={PAGES.directDebit}>{t('afterApproval.smeComplete.setUpDirectDebit')}</LinkButton>
          </FormActions>
        </>
      ) : null}
      <Steps agreement={agreement} />
      <FormActions>
        {paidOut ? (
          <LinkButton to={PAGES.repaymentSchedule}>{t('afterApproval.smeComplete.toSchedule')}</LinkButton>
        ) : null}
        <LinkButton to={SME_PAGES.home} variant={paidOut ? 'secondary' : 'primary'}>
          {t('afterApproval.sme.backToHome')}
        </LinkButton>
      </FormActions>
    </div>
  );
}

/** Where the agreement stands, step by step, as the step call lists them (no direct debit for an SME loan). */
function Steps({ agreement }: { readonly agreement: SmeAgreementView }) {
  const { t } = useT('journey');
  const { t: tStatus } = useT();
  const headingId = useId();
  const step = useSmeAgreementStep(agreement.id);
  if (step.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (step.isError) return <QueryFailed onRetry={() => void step.refetch()} />;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('afterApproval.smeComplete.stepsHeading')}
      </h2>
      <FigureList
        figures={step.data.steps.map((entry) => ({
          id: entry.step,
          term: tStatus(`status.agreementSteps.${entry.step}`),
          value: tStatus(`status.stepLabels.${entry.label}`),
        }))}
      />
    </Card>
  );
}
