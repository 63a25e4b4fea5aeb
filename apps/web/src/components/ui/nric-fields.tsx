import { ageFromNric, formatMalaysianDate, malaysianDateOf, nricInfo } from '@sinar/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/form-errors.ts';
import { useT } from '../../lib/use-t.ts';
import { FigureList } from './figure-list.tsx';
import styles from './nric-parts-field.module.css';
import { NricPartsField } from './nric-parts-field.tsx';

/** The NRIC part of a form made with the domain's `nricPartsField`. */
export interface NricFormValues {
  nric: { part1: string; part2: string; part3: string };
}

/**
 * The NRIC boxes of a form (inside its FormProvider), with the date of birth and age the number gives (spec 000
 * section 3) once it is a valid one.
 */
export function NricFields() {
  const { t, language } = useT();
  const errorText = useFieldErrorText();
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<NricFormValues>();
  const nric = useWatch<NricFormValues, 'nric'>({ name: 'nric' });
  const today = useMemo(() => malaysianDateOf(new Date()), []);
  const info = nricInfo(nric);
  const age = info.valid ? ageFromNric(nric, today) : null;

  return (
    <NricPartsField
      legend={t('identity.nric.label')}
      description={t('account.nric.hint')}
      parts={[
        { label: t('account.nric.part1'), 'aria-required': true, ...register('nric.part1') },
        { label: t('account.nric.part2'), 'aria-required': true, ...register('nric.part2') },
        { label: t('account.nric.part3'), 'aria-required': true, ...register('nric.part3') },
      ]}
      errors={[errorText(errors.nric?.part1), errorText(errors.nric?.part2), errorText(errors.nric?.part3)]}
      onWholeNumber={(parts) => {
        for (const part of ['part1', 'part2', 'part3'] as const) {
          setValue(`nric.${part}`, parts[part], { shouldValidate: isSubmitted, shouldDirty: true });
        }
      }}
    >
      {info.valid && age !== null ? (
        <FigureList
          className={styles.derived}
          figures={[
            {
              id: 'dateOfBirth',
              term: t('account.nric.dateOfBirth'),
              value: formatMalaysianDate(info.dateOfBirth, language, 'long'),
            },
            { id: 'age', term: t('account.nric.age'), value: t('account.nric.years', { age }) },
          ]}
        />
      ) : null}
    </NricPartsField>
  );
}
