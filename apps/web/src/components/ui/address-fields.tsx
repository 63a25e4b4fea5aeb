import type { PostcodeLookup } from '@sinar/domain';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/form-errors.ts';
import { useT } from '../../lib/use-t.ts';
import styles from './address-fields.module.css';
import { FieldRow } from './form-section.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

/** The address part of a form made with the domain's `residentialAddressFields`. */
export interface AddressFormValues {
  residentialAddress1: string;
  residentialAddress2?: string | undefined;
  residentialAddress3?: string | undefined;
  postcode: string;
  city?: string | undefined;
}

const LINE_MAX_LENGTH = 100;

/**
 * Address lines 1-3 and the postcode, which fills the city and state (spec 000 section 3): the customer never types
 * them. A postcode that serves several towns offers them as a choice. Used inside the form's FormProvider; the
 * lookup comes from the page, so the postcode data loads only with the pages that show an address.
 */
export function AddressFields({ lookupPostcode }: { readonly lookupPostcode: PostcodeLookup }) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<AddressFormValues>();
  const postcode = useWatch<AddressFormValues, 'postcode'>({ name: 'postcode' }) ?? '';
  const found = lookupPostcode(postcode);
  const towns = found?.cities ?? [];

  // A new postcode picks its first town, unless the town already chosen is one of its own. A postcode not (yet)
  // known leaves the choice alone: the schema sets the city from the postcode in any case.
  useEffect(() => {
    const cities = lookupPostcode(postcode)?.cities ?? [];
    const city = getValues('city');
    if (cities.length > 0 && (!city || !cities.includes(city))) setValue('city', cities[0]);
  }, [postcode, lookupPostcode, getValues, setValue]);

  return (
    <>
      <TextField
        label={t('forms.fields.address1')}
        autoComplete="address-line1"
        aria-required="true"
        maxLength={LINE_MAX_LENGTH}
        error={errorText(errors.residentialAddress1)}
        {...register('residentialAddress1')}
      />
      <TextField
        label={t('forms.fields.address2')}
        autoComplete="address-line2"
        maxLength={LINE_MAX_LENGTH}
        error={errorText(errors.residentialAddress2)}
        {...register('residentialAddress2')}
      />
      <TextField
        label={t('forms.fields.address3')}
        autoComplete="address-line3"
        maxLength={LINE_MAX_LENGTH}
        error={errorText(errors.residentialAddress3)}
        {...register('residentialAddress3')}
      />
      <FieldRow>
        <TextField
          label={t('forms.fields.postcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          aria-required="true"
          maxLength={5}
          error={errorText(errors.postcode)}
          {...register('postcode')}
        />
        {towns.length > 1 ? (
          <TownSelect towns={towns} />
        ) : (
          <TextField
            label={t('forms.fields.city')}
            readOnly
            value={found?.city ?? ''}
            placeholder={t('account.address.fromPostcode')}
            className={styles.filled}
          />
        )}
        <TextField
          label={t('forms.fields.state')}
          readOnly
          value={found?.state ?? ''}
          placeholder={t('account.address.fromPostcode')}
          className={styles.filled}
        />
      </FieldRow>
    </>
  );
}

/** The towns of a postcode that serves several: a controlled choice, so the town on record stays chosen. */
function TownSelect({ towns }: { readonly towns: readonly string[] }) {
  const { t } = useT();
  const { field } = useController<AddressFormValues, 'city'>({ name: 'city' });
  return (
    <SelectField
      label={t('forms.fields.city')}
      description={t('account.address.severalTowns')}
      options={towns.map((town) => ({ value: town, label: town }))}
      {...field}
      value={field.value ?? ''}
    />
  );
}
