import {
  type AccountRequestCreate,
  type CounterPaymentPosted,
  counterPaymentRequestSchema,
  type EarlySettlementQuoteView,
  formatMalaysianDate,
  formatRinggit,
  type LocalDate,
  type OfficerLoanAccount,
  parseRinggit,
  ringgitInputText,
  sen,
  VARIANT_RULES,
  WAIVABLE_COMPONENTS,
  type WaivableComponent,
} from '@sinar/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/use-t.ts';
import { usePostCounterPayment, usePrepareAccountRequest } from '../api/loan-account-actions.ts';
import styles from './loan-accounts.module.css';

interface DialogProps {
  readonly account: OfficerLoanAccount;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}

function FormButtons({ busy, submit, onClose }: { busy: boolean; submit: string; onClose: () => void }) {
  const { t } = useT();
  return (
    <div className={styles.formActions}>
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t('common.actions.cancel')}
      </Button>
    </div>
  );
}

function ServerRefusal({ error }: { readonly error: Error | null }) {
  return (
    <LiveRegion politeness="assertive">
      {error ? <Alert tone="error">{error.message}</Alert> : null}
    </LiveRegion>
  );
}

/**
 * A payment received at the counter. The Idempotency-Key is made when the form opens and sent with every try, so a
 * second click after a lost answer posts nothing twice. With a `settlement` quote it posts a settlement received
 * (purpose `settlement`, decision 046): the amount starts at the quote's figure for the business date, and the answer
 * says whether it settled the account or was posted as an ordinary payment.
 */
export function CounterPaymentDialog({
  account,
  onClose,
  onDone,
  settlement,
}: DialogProps & { readonly settlement?: EarlySettlementQuoteView }) {
  const { t, language } = useT();
  const [idempotencyKey] = useState(() => `${settlement ? 'settlement' : 'counter'}-${crypto.randomUUID()}`);
  const mutation = usePostCounterPayment(account.details.accountId, idempotencyKey);
  const businessDate: LocalDate = account.details.businessDate;
  const [amount, setAmount] = useState(settlement ? ringgitInputText(settlement.settlementSen) : '');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState<string>(businessDate);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string; receivedOn?: string }>({});
  const context = VARIANT_RULES[account.details.company].wordingContext;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRinggit(amount);
    const body = {
      amountSen: parsed.sen,
      receiptReference: reference.trim(),
      receivedOn,
      ...(settlement ? { purpose: 'settlement' as const } : {}),
    };
    const checked = counterPaymentRequestSchema.safeParse(body);
    if (!checked.success || !parsed.sen) {
      const paths = new Set(
        checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0])),
      );
      setErrors({
        ...(!parsed.sen || paths.has('amountSen') ? { amount: t('loanAccounts.amountRequired') } : {}),
        ...(paths.has('receiptReference') ? { reference: t('loanAccounts.referenceInvalid') } : {}),
        ...(paths.has('receivedOn') ? { receivedOn: t('loanAccounts.dateRequired') } : {}),
      });
      return;
    }
    setErrors({});
    mutation.mutate(checked.data, { onSuccess: (answer) => onDone(postedMessage(answer)) });
  };
  const postedMessage = (answer: CounterPaymentPosted): string => {
    const outcome = answer.settlement;
    if (!outcome) return answer.message;
    return outcome.outcome === 'settled'
      ? t('earlySettlement.settled', {
          agreementNo: account.details.agreementNo,
          rebate: formatRinggit(outcome.rebateSen, language),
          context,
        })
      : t('earlySettlement.notCovered', {
          amount: formatRinggit(outcome.settlementSen, language),
          date: formatMalaysianDate(outcome.settleOn, language),
        });
  };
  return (
    <Dialog
      title={
        settlement
          ? t('earlySettlement.dialogTitle', { agreementNo: account.details.agreementNo })
          : t('loanAccounts.counterTitle', { agreementNo: account.details.agreementNo })
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {settlement ? (
          <p>
            {t('earlySettlement.dialogLead', {
              date: formatMalaysianDate(settlement.settleOn, language),
              amount: formatRinggit(settlement.settlementSen, language),
              context,
            })}
          </p>
        ) : null}
        <TextField
          label={t('loanAccounts.counterAmount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...(errors.amount ? { error: errors.amount } : {})}
        />
        <TextField
          label={t('loanAccounts.counterReference')}
          hint={t('loanAccounts.counterReferenceHint')}
          maxLength={40}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          {...(errors.reference ? { error: errors.reference } : {})}
        />
        <TextField
          label={t('loanAccounts.counterReceivedOn')}
          hint={t('loanAccounts.counterReceivedOnHint', { date: businessDate })}
          type="date"
          max={businessDate}
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
          {...(errors.receivedOn ? { error: errors.receivedOn } : {})}
        />
        <ServerRefusal error={mutation.error} />
        <FormButtons
          busy={mutation.isPending}
          submit={settlement ? t('earlySettlement.submit') : t('loanAccounts.counterSubmit')}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}

/** The reason every request carries, then the request sent for another officer's approval. */
function ReasonForm({
  title,
  lead,
  account,
  children,
  fieldsValid,
  request,
  onClose,
  onDone,
}: DialogProps & {
  readonly title: string;
  readonly lead: ReactNode;
  readonly children?: ReactNode;
  /** The fields above checked (they show their own errors); the request is sent only when they pass. */
  readonly fieldsValid?: () => boolean;
  /** The request with the reason, or null when the fields above are not valid. */
  readonly request: (reason: string) => AccountRequestCreate | null;
}) {
  const { t } = useT();
  const mutation = usePrepareAccountRequest(account.details.accountId);
  return (
    <RemarkDialog
      title={title}
      lead={lead}
      confirmText={t('loanAccounts.submitRequest')}
      busy={mutation.isPending}
      error={mutation.error}
      field={{
        label: t('loanAccounts.reason'),
        hint: t('loanAccounts.reasonHint'),
        maxLength: 500,
        accept: (reason) => reason.trim() || null,
        refusal: t('loanAccounts.reasonRequired'),
      }}
      {...(fieldsValid ? { fieldsValid } : {})}
      onConfirm={(reason) => {
        const body = request(reason);
        if (body) mutation.mutate(body, { onSuccess: () => onDone(t('loanAccounts.requestSent')) });
      }}
      onClose={onClose}
    >
      {children}
    </RemarkDialog>
  );
}

export function ReversalDialog({
  payment,
  ...props
}: DialogProps & { readonly payment: OfficerLoanAccount['payments'][number] }) {
  const { t, language } = useT();
  return (
    <ReasonForm
      {...props}
      title={t('loanAccounts.reversalTitle', { reference: payment.reference })}
      lead={t('loanAccounts.reversalLead', { amount: formatRinggit(payment.amountSen, language) })}
      request={(reason) => ({ kind: 'reversal', paymentId: payment.paymentId, reason })}
    />
  );
}

export function WriteOffDialog(props: DialogProps) {
  const { t, language } = useT();
  const { details } = props.account;
  return (
    <ReasonForm
      {...props}
      title={t('loanAccounts.writeOffTitle', { agreementNo: details.agreementNo })}
      lead={t('loanAccounts.writeOffLead', {
        amount: formatRinggit(details.outstandingBalanceSen, language),
      })}
      request={(reason) => ({ kind: 'writeOff', reason })}
    />
  );
}

interface ChargeLine {
  readonly key: string;
  readonly instalmentNo: number;
  readonly component: WaivableComponent;
  readonly outstandingSen: number;
}

/** The late charges and fees still outstanding, instalment by instalment. */
export function chargesOutstanding(account: OfficerLoanAccount): ChargeLine[] {
  return account.schedule.flatMap((row) =>
    WAIVABLE_COMPONENTS.filter((component) => row.components[component].outstandingSen > 0).map(
      (component) => ({
        key: `${row.instalmentNo}-${component}`,
        instalmentNo: row.instalmentNo,
        component,
        outstandingSen: row.components[component].outstandingSen,
      }),
    ),
  );
}

/** A waiver of one outstanding charge, the whole of it unless the officer asks for less. */
export function WaiverDialog(props: DialogProps) {
  const { t, language } = useT();
  const lines = chargesOutstanding(props.account);
  const [lineKey, setLineKey] = useState(lines[0]?.key ?? '');
  const line = lines.find((candidate) => candidate.key === lineKey);
  const [amount, setAmount] = useState(line ? ringgitInputText(sen(line.outstandingSen)) : '');
  const [amountError, setAmountError] = useState(false);
  const componentName = (component: WaivableComponent) => t(`loanAccounts.components.${component}`);
  /** The chosen charge with the amount asked for, when that amount is more than nothing and no more than owed. */
  const waiver = () => {
    const amountSen = parseRinggit(amount).sen;
    if (!line || amountSen === undefined || amountSen <= 0 || amountSen > line.outstandingSen) return null;
    return { instalmentNo: line.instalmentNo, component: line.component, amountSen };
  };
  return (
    <ReasonForm
      {...props}
      title={t('loanAccounts.waiverTitle', { agreementNo: props.account.details.agreementNo })}
      lead={t('loanAccounts.waiverLead')}
      fieldsValid={() => {
        const valid = waiver() !== null;
        setAmountError(!valid);
        return valid;
      }}
      request={(reason) => {
        const chosen = waiver();
        return chosen ? { kind: 'waiver', waivers: [chosen], reason } : null;
      }}
    >
      <SelectField
        label={t('loanAccounts.waiverLine')}
        value={lineKey}
        onChange={(event) => {
          setLineKey(event.target.value);
          const chosen = lines.find((candidate) => candidate.key === event.target.value);
          if (chosen) setAmount(ringgitInputText(sen(chosen.outstandingSen)));
        }}
      >
        {lines.map((candidate) => (
          <option key={candidate.key} value={candidate.key}>
            {t('loanAccounts.waiverLineOption', {
              instalmentNo: candidate.instalmentNo,
              component: componentName(candidate.component),
              amount: formatRinggit(sen(candidate.outstandingSen), language),
            })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('loanAccounts.waiverAmount')}
        hint={t('loanAccounts.waiverAmountHint')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        {...(amountError ? { error: t('loanAccounts.amountRequired') } : {})}
      />
    </ReasonForm>
  );
}
