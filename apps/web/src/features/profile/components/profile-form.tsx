import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import {
  IDENTITY_CARD_TYPES,
  identityCardTypeNameKey,
  isCitizenIdentityCard,
  PASSWORD_MAX_LENGTH,
  type PostcodeLookup,
  type ProfileUpdatedResponse,
  type ProfileUpdateForm,
  type ProfileUpdateFormInput,
  profileUpdateFormSchema,
  splitNric,
  type UserProfile,
} from '@sinar/domain';
import { useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/ui/address-fields.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FieldRow, FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { NricFields } from '../../../components/ui/nric-fields.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import styles from './profile.module.css';

const FIELDS: readonly Path<ProfileUpdateFormInput>[] = [
  'icType',
  'nric.part1',
  'nric.part2',
  'nric.part3',
  'phoneNo',
  'email',
  'partnerId',
  'residentialAddress1',
  'residentialAddress2',
  'residentialAddress3',
  'postcode',
  'city',
  'password',
  'confirmPassword',
];

/** The form's values from the profile on record; the password boxes start empty. */
export function profileFormValues(profile: UserProfile): ProfileUpdateFormInput {
  return {
    phoneNo: profile.phoneNo ?? '',
    residentialAddress1: profile.residentialAddress1 ?? '',
    residentialAddress2: profile.residentialAddress2 ?? '',
    residentialAddress3: profile.residentialAddress3 ?? '',
    postcode: profile.postcode ?? '',
    city: profile.city ?? '',
    email: profile.email ?? '',
    partnerId: profile.partnerId ?? '',
    icType: profile.icType ?? 'MYKAD',
    nric: splitNric(profile.nric ?? '') ?? { part1: '', part2: '', part3: '' },
    password: '',
    confirmPassword: '',
  };
}

export interface ProfileFormProps {
  readonly profile: UserProfile;
  readonly lookupPostcode: PostcodeLookup;
  readonly onSaved: (answer: ProfileUpdatedResponse) => void;
}

/**
 * Update profile (spec 000 sections 3 and 5), prefilled from the profile on record. The current password, typed
 * twice, confirms the change; a new email is only used once its code is typed back (the page shows that step).
 */
export function ProfileForm({ profile, lookupPostcode, onSaved }: ProfileFormProps) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateProfile();
  const schema = useMemo(() => profileUpdateFormSchema({ lookupPostcode }), [lookupPostcode]);
  const form = useForm<ProfileUpdateFormInput, unknown, ProfileUpdateForm>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(profile),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(({ state: _state, ...values }) => {
    update.mutate(
      { userId: profile.id, form: values },
      {
        onSuccess: (answer) => {
          reset(profileFormValues(answer.user));
          onSaved(answer);
        },
        onError: (error) => placeFieldErrors(error, setError, FIELDS),
      },
    );
  });

  const icType = watch('icType');

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        {profile.identityLocked ? (
          <LockedIdentity profile={profile} />
        ) : (
          <FormSection title={t('account.profile.identity')}>
            <SelectField
              label={t('identity.icType.label')}
              aria-required="true"
              options={IDENTITY_CARD_TYPES.map((type) => ({
                value: type,
                label: t(identityCardTypeNameKey(type)),
              }))}
              description={
                icType && !isCitizenIdentityCard(icType) && !errors.icType
                  ? t('forms.registration.citizensOnly')
                  : undefined
              }
              error={errorText(errors.icType)}
              {...register('icType')}
            />
            <NricFields />
          </FormSection>
        )}

        <FormSection title={t('account.profile.contact')}>
          <FieldRow>
            <TextField
              label={t('forms.fields.phoneNo')}
              description={t('forms.fields.phoneNoHint')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-required="true"
              maxLength={15}
              error={errorText(errors.phoneNo)}
              {...register('phoneNo')}
            />
            <div>
              <TextField
                label={t('forms.fields.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                aria-required="true"
                maxLength={254}
                error={errorText(errors.email)}
                {...register('email')}
              />
              {profile.pendingEmail ? (
                <p className={styles.pending}>
                  {t('account.profile.pendingEmail', { email: profile.pendingEmail })}
                </p>
              ) : null}
            </div>
          </FieldRow>
          <TextField
            label={t('forms.fields.partnerId')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            error={errorText(errors.partnerId, { max: 20 })}
            {...register('partnerId')}
          />
        </FormSection>

        <FormSection title={t('account.profile.address')}>
          <AddressFields lookupPostcode={lookupPostcode} />
        </FormSection>

        <FormSection title={t('account.profile.confirm')} lead={t('account.profile.confirmLead')}>
          <FieldRow>
            <PasswordField
              purpose="current"
              label={t('account.profile.currentPassword')}
              error={errorText(errors.password, { max: PASSWORD_MAX_LENGTH })}
              {...register('password')}
            />
            <PasswordField
              purpose="current"
              label={t('account.profile.confirmCurrentPassword')}
              error={errorText(errors.confirmPassword)}
              {...register('confirmPassword')}
            />
          </FieldRow>
          <LiveRegion politeness="assertive">
            <FormError error={update.error} fields={FIELDS} />
          </LiveRegion>
          <FormActions>
            <Button type="submit" busy={update.isPending}>
              {update.isPending ? t('common.status.sending') : t('account.profile.save')}
            </Button>
          </FormActions>
        </FormSection>
      </form>
    </FormProvider>
  );
}

/**
 * The identity an application holds (docs/decisions/020): shown, not edited; the customer is told how a wrong one is
 * corrected. The form still sends it unchanged.
 */
function LockedIdentity({ profile }: { readonly profile: UserProfile }) {
  const { t } = useT();
  const { path } = useVariant();
  const parts = splitNric(profile.nric ?? '');
  return (
    <FormSection title={t('account.profile.identity')}>
      <FigureList
        figures={[
          { id: 'fullName', term: t('account.profile.fullName'), value: profile.fullName },
          {
            id: 'icType',
            term: t('identity.icType.label'),
            value: profile.icType ? t(identityCardTypeNameKey(profile.icType)) : '',
          },
          {
            id: 'nric',
            term: t('identity.nric.label'),
            value: parts ? `${parts.part1}-${parts.part2}-${parts.part3}` : (profile.nric ?? ''),
          },
        ]}
      />
      <Alert tone="info">{t('account.profile.identityLocked')}</Alert>
      <p>
        <LinkButton to={path(PAGES.contact)} variant="secondary">
          {t('account.profile.contactUs')}
        </LinkButton>
      </p>
    </FormSection>
  );
}
