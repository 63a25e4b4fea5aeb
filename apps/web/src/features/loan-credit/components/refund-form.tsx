import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { formatRinggit, type RefundCredit, refundRequestFormSchema, VARIANT_RULES } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FieldRow, FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useMasterList } from '../../../lib/master-lists.ts';
import { useT } from '../../../lib/use-t.ts';
import type { useRequestRefund } from '../api/refund-credits.ts';

interface RefundFormValues {
  bankId: string;
  accountNo: string;
  confirmed: boolean;
}

const FIELDS = ['bankId', 'accountNo'] as const;

/**
 * The request of an account's whole credit: the bank account to pay it into, as the application asked for the
 * payout's (a bank of the list and its account number), filled in with the payout's own, and the customer's
 * confirmation of the account and the amount. The server checks the bank and the number's length again.
 */
export function RefundForm({
  account,
  request,
}: {
  readonly account: RefundCredit;
  readonly request: ReturnType<typeof useRequestRefund>;
}) {
  const { t } = useT('journey');
  const banks = useMasterList('bank', account.company);
  if (banks.isError) return <QueryFailed onRetry={() => void banks.refetch()} />;
  // The form starts once the banks are listed, so that the payout's bank is selected among real options.
  if (banks.isPending) return <p role="status">{t('loanCredit.refund.loading')}</p>;
  return (
    <BankAccountForm
      account={account}
      request={request}
      banks={banks.data.map((bank) => ({ value: bank.code, label: bank.name }))}
    />
  );
}

function BankAccountForm({
  account,
  request,
  banks,
}: {
  readonly account: RefundCredit;
  readonly request: ReturnType<typeof useRequestRefund>;
  readonly banks: readonly { readonly value: string; readonly label: string }[];
}) {
  const { t, language } = useT('journey');
  const context = VARIANT_RULES[account.company].wordingContext;
  const errorText = useFieldErrorText();
  const amount = formatRinggit(account.refundableSen, language);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RefundFormValues>({
    resolver: zodResolver(refundRequestFormSchema) as never,
    defaultValues: {
      bankId: account.payoutBank?.bankId ?? '',
      accountNo: account.payoutBank?.accountNo ?? '',
      confirmed: false,
    },
  });
  const onSubmit = handleSubmit(({ bankId, accountNo }) => {
    request.mutate({ bankId, accountNo }, { onError: (error) => placeFieldErrors(error, setError, FIELDS) });
  });
  return (
    <FormSection
      title={t('loanCredit.refund.formTitle')}
      lead={account.payoutBank ? t('loanCredit.refund.payoutHint', { context }) : undefined}
    >
      <form noValidate onSubmit={onSubmit}>
        <FieldRow>
          <SelectField
            label={t('loanCredit.refund.bank')}
            placeholder={t('loanCredit.refund.selectBank')}
            aria-required="true"
            options={banks}
            error={errorText(errors.bankId)}
            {...register('bankId')}
            // Shown from the form's value: the payout's bank is selected even when the select mounts after it.
            value={watch('bankId')}
          />
          <TextField
            label={t('loanCredit.refund.accountNo')}
            description={t('loanCredit.refund.accountNoHint')}
            inputMode="numeric"
            autoComplete="off"
            aria-required="true"
            maxLength={30}
            error={errorText(errors.accountNo)}
            {...register('accountNo')}
          />
        </FieldRow>
        <CheckboxField
          label={t('loanCredit.refund.confirm', { amount })}
          error={errorText(errors.confirmed)}
          {...register('confirmed')}
        />
        <LiveRegion politeness="assertive">
          <FormError error={request.error} fields={FIELDS} />
        </LiveRegion>
        <FormActions>
          <Button type="submit" busy={request.isPending}>
            {request.isPending ? t('loanCredit.refund.sending') : t('loanCredit.refund.submit', { amount })}
          </Button>
        </FormActions>
      </form>
    </FormSection>
  );
}
