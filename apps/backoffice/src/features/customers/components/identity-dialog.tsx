import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type CustomerIdentityCorrectionRequest,
  type CustomerIdentityCorrectionRequestInput,
  customerIdentityCorrectionRequestSchema,
  splitNric,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCorrectIdentity } from '../api/correct-identity.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { type Change, changedOnly } from './confirm-changes.tsx';

/** '900101-10-5566', as the card prints it. */
function nricAsOnCard(nric: string | null): string | null {
  const parts = nric ? splitNric(nric) : null;
  return parts ? `${parts.part1}-${parts.part2}-${parts.part3}` : nric;
}

/**
 * The correction of the customer's identity (docs/decisions/020): the NRIC and the name as on the card, a reason, a
 * confirmation, and the server's answer, which says when an application goes back to the applicant.
 */
export function IdentityDialog({
  customer,
  onClose,
  onDone,
}: {
  readonly customer: CustomerDetail['profile'];
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const correct = useCorrectIdentity(customer.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerIdentityCorrectionRequestInput, unknown, CustomerIdentityCorrectionRequest>({
    resolver: zodResolver(customerIdentityCorrectionRequestSchema),
    defaultValues: { nric: nricAsOnCard(customer.nric) ?? '', fullName: customer.fullName, remark: '' },
  });

  const changesOf = (values: CustomerIdentityCorrectionRequest): Change[] =>
    changedOnly([
      {
        field: t('customers.identity.nric'),
        before: nricAsOnCard(customer.nric),
        after: nricAsOnCard(values.nric),
      },
      { field: t('customers.identity.fullName'), before: customer.fullName, after: values.fullName },
    ]);

  return (
    <ChangeDialog
      title={t('customers.identity.title', { name: customer.fullName })}
      lead={t('customers.identity.lead')}
      confirmTitle={t('customers.identity.confirmTitle', { name: customer.fullName })}
      confirmText={t('customers.identity.confirm')}
      changesOf={changesOf}
      remarkOf={(values) => ({ label: t('customers.identity.remark'), text: values.remark })}
      busy={correct.isPending}
      error={correct.error}
      form={(review) => handleSubmit(review)}
      onConfirm={(values) => correct.mutate(values, { onSuccess: (response) => onDone(response.message) })}
      onBack={() => correct.reset()}
      onClose={onClose}
    >
      <TextField
        label={t('customers.identity.nric')}
        hint={t('customers.identity.nricHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        error={errorText(errors.nric, 'customers.identity.errors.nric')}
        {...register('nric')}
      />
      <TextField
        label={t('customers.identity.fullName')}
        autoComplete="off"
        maxLength={150}
        error={errorText(errors.fullName, 'customers.identity.errors.fullName')}
        {...register('fullName')}
      />
      <TextareaField
        label={t('customers.identity.remark')}
        hint={t('customers.identity.remarkHint')}
        maxLength={1000}
        error={errorText(errors.remark, 'customers.identity.errors.remark')}
        {...register('remark')}
      />
    </ChangeDialog>
  );
}
