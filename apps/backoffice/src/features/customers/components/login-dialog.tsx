import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type CustomerLoginForm,
  customerLoginFormSchema,
  formatMalaysianDate,
} from '@sinar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { type AuthOnlyChanges, useUpdateAuthOnly } from '../api/update-auth-only.ts';
import { ChangeFormActions } from './change-form-actions.tsx';
import { type Change, ConfirmChanges } from './confirm-changes.tsx';
import styles from './customers.module.css';
import { allowedAfterDate, authOnlyChangesOf, loginFormDefaults } from './login-form-values.ts';

/** The 'update auth only' admin call: login email and phone, the lock, and the date a new application is allowed. */
export function LoginDialog({
  customer,
  onClose,
  onDone,
}: {
  readonly customer: CustomerDetail['profile'];
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateAuthOnly(customer.id);
  const [pending, setPending] = useState<AuthOnlyChanges | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerLoginForm>({
    resolver: zodResolver(customerLoginFormSchema),
    defaultValues: loginFormDefaults(customer),
  });

  const lockText = (locked: boolean) =>
    locked ? t('customers.login.lockedValue') : t('customers.login.unlockedValue');
  const dateText = (date: string) => (date === '' ? null : formatMalaysianDate(date, language));
  const changesOf = (body: AuthOnlyChanges): Change[] => [
    ...(body.email === undefined
      ? []
      : [{ field: t('customers.login.email'), before: customer.email, after: body.email }]),
    ...(body.phoneNo === undefined
      ? []
      : [{ field: t('customers.login.phone'), before: customer.phoneNo, after: body.phoneNo }]),
    ...(body.locked === undefined
      ? []
      : [
          {
            field: t('customers.login.locked'),
            before: lockText(customer.locked),
            after: lockText(body.locked),
          },
        ]),
    ...(body.allowToApplyNewLoanAfterDateTime === undefined
      ? []
      : [
          {
            field: t('customers.login.allowedAfter'),
            before: dateText(allowedAfterDate(customer)),
            after:
              body.allowToApplyNewLoanAfterDateTime === null
                ? null
                : formatMalaysianDate(body.allowToApplyNewLoanAfterDateTime, language),
          },
        ]),
  ];

  const review = (values: CustomerLoginForm) => {
    const body = authOnlyChangesOf(customer, values);
    setUnchanged(body === null);
    setPending(body);
  };

  return (
    <Dialog title={t('customers.login.title', { name: customer.fullName })} wide onClose={onClose}>
      {pending ? (
        <ConfirmChanges
          title={t('customers.login.confirmTitle', { name: customer.fullName })}
          changes={changesOf(pending)}
          confirmText={t('customers.login.confirm')}
          busy={update.isPending}
          error={update.error}
          onConfirm={() =>
            update.mutate(pending, {
              onSuccess: () => onDone(t('customers.login.done', { name: customer.fullName })),
            })
          }
          onBack={() => {
            update.reset();
            setPending(null);
          }}
        />
      ) : (
        <form onSubmit={handleSubmit(review)} noValidate>
          <p className="muted">{t('customers.login.lead')}</p>
          <div className={styles.twoColumns}>
            <TextField
              label={t('customers.login.email')}
              type="email"
              autoComplete="off"
              maxLength={254}
              error={errorText(errors.email, 'customers.login.errors.email')}
              {...register('email')}
            />
            <TextField
              label={t('customers.login.phone')}
              type="tel"
              autoComplete="off"
              maxLength={20}
              error={errorText(errors.phoneNo, 'customers.login.errors.phone')}
              {...register('phoneNo')}
            />
          </div>
          <CheckboxField label={t('customers.login.locked')} {...register('locked')} />
          <TextField
            label={t('customers.login.allowedAfter')}
            hint={t('customers.login.allowedAfterHint')}
            type="date"
            error={errorText(errors.allowedAfter, 'customers.login.errors.date')}
            {...register('allowedAfter')}
          />
          <ChangeFormActions unchanged={unchanged} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
