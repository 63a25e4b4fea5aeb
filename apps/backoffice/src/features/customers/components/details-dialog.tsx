import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerDetail,
  type CustomerUpdateRequest,
  type CustomerUpdateRequestInput,
  customerUpdateRequestSchema,
} from '@sinar/domain';
import { lookupPostcode } from '@sinar/domain/postcodes';
import { useForm } from 'react-hook-form';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { type Change, changedOnly } from './confirm-changes.tsx';
import styles from './customers.module.css';

const schema = customerUpdateRequestSchema({ lookupPostcode });

/** The 'update user' admin call: the residential address, a reason, a confirmation, the server's answer. */
export function DetailsDialog({
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
  const update = useUpdateCustomer(customer.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerUpdateRequestInput, unknown, CustomerUpdateRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      residentialAddress1: customer.residentialAddress1 ?? '',
      residentialAddress2: customer.residentialAddress2 ?? '',
      residentialAddress3: customer.residentialAddress3 ?? '',
      postcode: customer.postcode ?? '',
      remark: '',
    },
  });

  const changesOf = (values: CustomerUpdateRequest): Change[] =>
    changedOnly([
      {
        field: t('customers.update.address1'),
        before: customer.residentialAddress1,
        after: values.residentialAddress1,
      },
      {
        field: t('customers.update.address2'),
        before: customer.residentialAddress2,
        after: values.residentialAddress2 ?? null,
      },
      {
        field: t('customers.update.address3'),
        before: customer.residentialAddress3,
        after: values.residentialAddress3 ?? null,
      },
      { field: t('customers.update.postcode'), before: customer.postcode, after: values.postcode },
      { field: t('customers.update.city'), before: customer.city, after: values.city },
      { field: t('customers.update.state'), before: customer.state, after: values.state },
    ]);

  return (
    <ChangeDialog
      title={t('customers.update.title', { name: customer.fullName })}
      lead={t('customers.update.lead')}
      confirmTitle={t('customers.update.confirmTitle', { name: customer.fullName })}
      confirmText={t('customers.update.confirm')}
      changesOf={changesOf}
      remarkOf={(values) => ({ label: t('customers.update.remark'), text: values.remark })}
      busy={update.isPending}
      error={update.error}
      form={(review) => handleSubmit(review)}
      onConfirm={(values) => update.mutate(values, { onSuccess: (response) => onDone(response.message) })}
      onBack={() => update.reset()}
      onClose={onClose}
    >
      <TextField
        label={t('customers.update.address1')}
        autoComplete="off"
        maxLength={100}
        error={errorText(errors.residentialAddress1, 'customers.update.errors.address1')}
        {...register('residentialAddress1')}
      />
      <div className={styles.twoColumns}>
        <TextField
          label={t('customers.update.address2')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.residentialAddress2, 'customers.update.errors.addressLine')}
          {...register('residentialAddress2')}
        />
        <TextField
          label={t('customers.update.address3')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.residentialAddress3, 'customers.update.errors.addressLine')}
          {...register('residentialAddress3')}
        />
      </div>
      <TextField
        label={t('customers.update.postcode')}
        hint={t('customers.update.postcodeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        error={errorText(errors.postcode, 'customers.update.errors.postcode')}
        {...register('postcode')}
      />
      <TextareaField
        label={t('customers.update.remark')}
        hint={t('customers.update.remarkHint')}
        maxLength={1000}
        error={errorText(errors.remark, 'customers.update.errors.remark')}
        {...register('remark')}
      />
    </ChangeDialog>
  );
}
