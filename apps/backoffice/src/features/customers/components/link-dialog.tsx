import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type LinkApplicationRequest,
  linkApplicationRequestSchema,
} from '@sinar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLinkApplication } from '../api/link-application.ts';
import { ConfirmChanges } from './confirm-changes.tsx';
import styles from './customers.module.css';

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
  const [pending, setPending] = useState<LinkApplicationRequest | null>(null);
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

  return (
    <Dialog title={t('customers.link.title', { name: profile.fullName })} wide onClose={onClose}>
      {pending ? (
        <ConfirmChanges
          title={t('customers.link.confirmTitle', { name: profile.fullName })}
          changes={[
            {
              field: t('customers.link.application'),
              before: numberOf(profile.latestApplicationId),
              after: numberOf(pending.applicationId),
            },
            {
              field: t('customers.link.agreement'),
              before: profile.latestAgreementId,
              after: pending.agreementId,
            },
          ]}
          confirmText={t('customers.link.confirm')}
          busy={link.isPending}
          error={link.error}
          onConfirm={() =>
            link.mutate(pending, {
              onSuccess: () =>
                onDone(
                  t('customers.link.done', {
                    applicationNo: numberOf(pending.applicationId) ?? pending.applicationId,
                    agreementId: pending.agreementId,
                    name: profile.fullName,
                  }),
                ),
            })
          }
          onBack={() => {
            link.reset();
            setPending(null);
          }}
        />
      ) : (
        <form onSubmit={handleSubmit(setPending)} noValidate>
          <p className="muted">{t('customers.link.lead')}</p>
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
          <div className={styles.actions}>
            <Button type="submit">{t('customers.change.continue')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
