import { ApiError, NETWORK_ERROR_STATUS } from '@sinar/client/api-error';
import {
  type AccountDetails,
  formatRinggit,
  ONLINE_PAYMENT_MIN_SEN,
  type PaymentMethod,
  type Sen,
} from '@sinar/domain';
import { type FormEvent, useState } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import choiceStyles from '../../../components/payment/payment-choices.module.css';
import { PaymentMethodChoice } from '../../../components/payment/payment-method-choice.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { AGREEMENT_NO_PARAM } from '../../../lib/account-in-address.ts';
import { goToGateway } from '../../../lib/go-to-gateway.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useStartPayment } from '../../../lib/start-payment.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useAccountDetails } from '../api/loan-accounts.ts';
import { useAccountToPay, withQuery } from '../components/chosen-account.ts';
import styles from '../components/pay-instalment.module.css';
import { amountDueSen, largestPaymentSen, readChosenAmount } from '../components/payment-amount.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /pay-instalment-now and its Islamic twin: the amount due or another amount, online banking or card, then the
 * payment gateway's page. `?agreementNo=` names the account, as on the schedule.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('payInstalment.title'));
  const account = useAccountToPay();
  return (
    <Page title={t('payInstalment.title')} narrow>
      <AccountToPay account={account} />
    </Page>
  );
}

function AccountToPay({ account }: { readonly account: ReturnType<typeof useAccountToPay> }) {
  const { t } = useT('journey');
  const { path } = useVariant();
  if (account.leaving || account.state === 'loading')
    return <p role="status">{t('loanAccount.states.loading')}</p>;
  if (account.state === 'error') return <QueryFailed onRetry={account.retry} />;
  if (account.state === 'none')
    return (
      <div className={styles.stack}>
        <Alert tone="info">{t('loanAccount.states.noLoan')}</Alert>
        <p>
          <LinkButton to={path(PAGES.home)}>{t('loanAccount.states.backToHome')}</LinkButton>
        </p>
      </div>
    );
  return <PayForAccount agreementNo={account.loan.agreementNo} />;
}

function PayForAccount({ agreementNo }: { readonly agreementNo: string }) {
  const { t } = useT('journey');
  const details = useAccountDetails(agreementNo);
  if (details.error instanceof ApiError && details.error.status === 404)
    return <Alert tone="error">{t('loanAccount.states.notFound')}</Alert>;
  if (details.isError) return <QueryFailed onRetry={() => void details.refetch()} />;
  if (details.isPending) return <p role="status">{t('loanAccount.states.loading')}</p>;
  return <PayForm account={details.data} />;
}

type AmountChoice = 'due' | 'other';

function PayForm({ account }: { readonly account: AccountDetails }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const start = useStartPayment();
  const due = amountDueSen(account);
  const largest = largestPaymentSen(account);
  const canPayDue = due >= ONLINE_PAYMENT_MIN_SEN;
  const [choice, setChoice] = useState<AmountChoice>(canPayDue ? 'due' : 'other');
  const [otherText, setOtherText] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('onlineBanking');
  const [showProblem, setShowProblem] = useState(false);
  const schedule = withQuery(path(PAGES.repaymentSchedule), AGREEMENT_NO_PARAM, account.agreementNo);

  if (account.status === 'CLOSED' || account.outstandingBalanceSen < ONLINE_PAYMENT_MIN_SEN)
    return (
      <div className={styles.stack}>
        <Alert tone="info">{t('payInstalment.closed')}</Alert>
        <p>
          <LinkButton to={schedule}>{t('payInstalment.backToSchedule')}</LinkButton>
        </p>
      </div>
    );

  const max = formatRinggit(largest, language);
  const chosen = readChosenAmount(otherText, largest);
  const amount: Sen | undefined = choice === 'due' ? due : chosen.sen;
  const problem = choice === 'other' && showProblem ? chosen.problem : undefined;
  const methodName = t(`payInstalment.method.${method}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (amount === undefined || start.isPending) return;
    start.mutate(
      { agreementNo: account.agreementNo, amountSen: amount, method },
      { onSuccess: (started) => goToGateway(started.paymentUrl) },
    );
  };

  const failure =
    start.error instanceof ApiError && start.error.status === NETWORK_ERROR_STATUS
      ? t('payInstalment.networkProblem')
      : start.error?.message;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('payInstalment.lead', { agreementNo: account.agreementNo })}</p>
      <fieldset className={choiceStyles.choices}>
        <legend>{t('payInstalment.amount.legend')}</legend>
        {canPayDue ? (
          <label className={choiceStyles.choice}>
            <input
              type="radio"
              name="amount"
              value="due"
              checked={choice === 'due'}
              onChange={() => setChoice('due')}
            />
            <span>{t('payInstalment.amount.due', { amount: formatRinggit(due, language) })}</span>
            <span className={choiceStyles.hint}>
              {t('payInstalment.amount.dueHint', {
                overdue: formatRinggit(account.overdueInstalmentSen, language),
                current: formatRinggit(account.currentInstalmentSen, language),
              })}
            </span>
          </label>
        ) : (
          <p>{t('payInstalment.amount.nothingDue')}</p>
        )}
        <label className={choiceStyles.choice}>
          <input
            type="radio"
            name="amount"
            value="other"
            checked={choice === 'other'}
            onChange={() => setChoice('other')}
          />
          <span>{t('payInstalment.amount.other')}</span>
        </label>
        {choice === 'other' ? (
          <TextField
            label={t('payInstalment.amount.otherLabel')}
            description={t('payInstalment.amount.otherHint', { max })}
            error={problem ? t(`payInstalment.amount.${problem}`, { max }) : undefined}
            inputMode="decimal"
            autoComplete="off"
            aria-required="true"
            maxLength={16}
            value={otherText}
            onChange={(event) => setOtherText(event.currentTarget.value)}
          />
        ) : null}
      </fieldset>
      <PaymentMethodChoice method={method} onChange={setMethod} />
      {amount !== undefined ? (
        <p>{t('payInstalment.summary', { amount: formatRinggit(amount, language), method: methodName })}</p>
      ) : null}
      <LiveRegion politeness="assertive">{failure ? <Alert tone="error">{failure}</Alert> : null}</LiveRegion>
      <LiveRegion>{start.isPending || start.isSuccess ? t('payInstalment.sending') : null}</LiveRegion>
      <div className={styles.links}>
        <Button type="submit" busy={start.isPending || start.isSuccess}>
          {t('payInstalment.submit')}
        </Button>
        <LinkButton variant="secondary" to={schedule}>
          {t('payInstalment.backToSchedule')}
        </LinkButton>
      </div>
    </form>
  );
}
