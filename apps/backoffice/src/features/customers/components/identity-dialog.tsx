import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type CustomerIdentityCorrectionRequest,
  type CustomerIdentityCorrectionRequestInput,
  customerIdentityCorrectionRequestSchema,
  splitNric,
} from '@sinar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCorrectIdentity } from '../api/correct-identity.ts';
import { ChangeFormActions } from './change-form-actions.tsx';
import { type Change, ConfirmChanges, changedOnly } from './confirm-changes.tsx';

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
  const [pending, setPending] = useState<CustomerIdentityCorrectionRequest | null>(null);
  const [unchanged, setUnchanged] = useState(false);
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

  const review = (values: CustomerIdentityCorrectionRequest) => {
    const nothing = changesOf(values).length === 0;
    setUnchanged(nothing);
    if (!nothing) setPending(values);
  };

  return (
    <Dialog title={t('customers.identity.title', { name: customer.fullName })} wide onClose={onClose}>
      {pending ? (
        <ConfirmChanges
          title={t('customers.identity.confirmTitle', { name: customer.fullName })}
          changes={changesOf(pending)}
          remark={{ label: t('customers.identity.remark'), text: pending.remark }}
          confirmText={t('customers.identity.confirm')}
          busy={correct.isPending}
          error={correct.error}
          onConfirm={() => correct.mutate(pending, { onSuccess: (response) => onDone(response.message) })}
          onBack={() => {
            correct.reset();
            setPending(null);
          }}
        />
      ) : (
        <form onSubmit={handleSubmit(review)} noValidate>
          <p className="muted">{t('customers.identity.lead')}</p>
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
          <ChangeFormActions unchanged={unchanged} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
