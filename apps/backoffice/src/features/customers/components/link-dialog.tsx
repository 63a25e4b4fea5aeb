import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type LinkApplicationRequest,
  linkApplicationRequestSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLinkApplication } from '../api/link-application.ts';
import { ChangeDialog } from './change-dialog.tsx';

/** The admin-auth link call: one of the customer's applications and its agreement, confirmed, then recorded. */
export function LinkDialog({
  customer,
  onClose,
  onDone,
}: {
  readonly customer: CustomerDetail;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const { profile, applications } = customer;
  const link = useLinkApplication(profile.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkApplicationRequest>({
    resolver: zodResolver(linkApplicationRequestSchema),
    defaultValues: { applicationId: '', agreementId: profile.latestAgreementId ?? '' },
  });
  const numberOf = (id: string | null) =>
    id === null ? null : (applications.find((application) => application.id === id)?.applicationNo ?? id);

  const changesOf = (request: LinkApplicationRequest) => [
    {
      field: t('customers.link.application'),
      before: numberOf(profile.latestApplicationId),
      after: numberOf(request.applicationId),
    },
    { field: t('customers.link.agreement'), before: profile.latestAgreementId, after: request.agreementId },
  ];

  return (
    <ChangeDialog
      title={t('customers.link.title', { name: profile.fullName })}
      lead={t('customers.link.lead')}
      confirmTitle={t('customers.link.confirmTitle', { name: profile.fullName })}
      confirmText={t('customers.link.confirm')}
      changesOf={changesOf}
      busy={link.isPending}
      error={link.error}
      form={(review) => handleSubmit(review)}
      onConfirm={(request) =>
        link.mutate(request, {
          onSuccess: () =>
            onDone(
              t('customers.link.done', {
                applicationNo: numberOf(request.applicationId) ?? request.applicationId,
                agreementId: request.agreementId,
                name: profile.fullName,
              }),
            ),
        })
      }
      onBack={() => link.reset()}
      onClose={onClose}
    >
      <SelectField
        label={t('customers.link.application')}
        error={errorText(errors.applicationId, 'customers.link.errors.application')}
        {...register('applicationId')}
      >
        <option value="">{t('customers.link.choose')}</option>
        {applications.map((application) => (
          <option key={application.id} value={application.id}>
            {application.applicationNo} — {t(`statuses.${application.applicationStatus}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('customers.link.agreement')}
        hint={t('customers.link.agreementHint')}
        autoComplete="off"
        maxLength={64}
        error={errorText(errors.agreementId, 'customers.link.errors.agreement')}
        {...register('agreementId')}
      />
    </ChangeDialog>
  );
}
