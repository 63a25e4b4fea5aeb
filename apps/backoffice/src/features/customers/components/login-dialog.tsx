import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type CustomerLoginForm,
  customerLoginFormSchema,
  formatMalaysianDate,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { type AuthOnlyChanges, useUpdateAuthOnly } from '../api/update-auth-only.ts';
import { ChangeDialog } from './change-dialog.tsx';
import type { Change } from './confirm-changes.tsx';
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

  return (
    <ChangeDialog
      title={t('customers.login.title', { name: customer.fullName })}
      lead={t('customers.login.lead')}
      confirmTitle={t('customers.login.confirmTitle', { name: customer.fullName })}
      confirmText={t('customers.login.confirm')}
      changesOf={changesOf}
      busy={update.isPending}
      error={update.error}
      form={(review) => handleSubmit((values) => review(authOnlyChangesOf(customer, values)))}
      onConfirm={(body) =>
        update.mutate(body, {
          onSuccess: () => onDone(t('customers.login.done', { name: customer.fullName })),
        })
      }
      onBack={() => update.reset()}
      onClose={onClose}
    >
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
    </ChangeDialog>
  );
}
