import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors, SERVER_ERROR } from '@sinar/client/field-errors';
import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import { Trans } from '@sinar/client/translator-react';
import {
  CITIZEN_IDENTITY_CARD_TYPE,
  identityCardTypeNameKey,
  isEmailAddress,
  NAME_MAX_LENGTH,
  normaliseEmail,
  PASSWORD_MAX_LENGTH,
  type PostcodeLookup,
  parseMalaysianMobile,
  type RegistrationFormInput,
  type RegistrationForm as RegistrationFormOutput,
  registrationFormSchema,
} from '@sinar/domain';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AddressFields } from '../../../components/ui/address-fields.tsx';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FieldRow, FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { NricFields } from '../../../components/ui/nric-fields.tsx';
import { NewPasswordFields } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { storeSession } from '../../../lib/session.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { checkEmailExisted } from '../api/check-email-existed.ts';
import { useRegister } from '../api/register.ts';
import { MasterListSelect } from './master-list-select.tsx';
import { forgetRegistration, keepRegistration, restoredRegistration } from './registration-draft.ts';

/** The fields in the order they appear, for the server's field errors and the focus. */
const FIELDS: readonly Path<RegistrationFormInput>[] = [
  'fullName',
  'icType',
  'nric.part1',
  'nric.part2',
  'nric.part3',
  'raceId',
  'grossSalaryRangeId',
  'phoneNo',
  'email',
  'residentialAddress1',
  'residentialAddress2',
  'residentialAddress3',
  'postcode',
  'city',
  'partnerId',
  'password',
  'confirmPassword',
  'termsAccepted',
  'marketingConsent',
];

const DEFAULT_VALUES: RegistrationFormInput = {
  partnerId: '',
  fullName: '',
  icType: CITIZEN_IDENTITY_CARD_TYPE,
  nric: { part1: '', part2: '', part3: '' },
  raceId: '',
  phoneNo: '',
  residentialAddress1: '',
  residentialAddress2: '',
  residentialAddress3: '',
  postcode: '',
  city: '',
  email: '',
  grossSalaryRangeId: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  marketingConsent: false,
};

/**
 * Registration (spec 000 sections 3 and 5), for the brand of the page's variant. Validated with the schema the server
 * uses; the server adds what needs the database (already registered, the telecom account, the partner id) and its
 * answers land on their fields. Only citizens may borrow, so only a MyKad is offered. What is typed is kept in the
 * tab (not the passwords) until the registration succeeds, so a reload loses nothing. Success opens the session and
 * goes to the home page, keeping the language.
 */
export function RegistrationForm({ lookupPostcode }: { readonly lookupPostcode: PostcodeLookup }) {
  const { t, language } = useT();
  const { variant, path } = useVariant();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const errorText = useFieldErrorText();
  const schema = useMemo(() => registrationFormSchema({ lookupPostcode }), [lookupPostcode]);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: restoredRegistration(DEFAULT_VALUES),
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const registration = useRegister();

  useEffect(() => {
    const subscription = watch(() => keepRegistration(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  /** Tells early that the email or phone number has an account already (the registration says so too). */
  const checkExisting = async () => {
    const email = getValues('email').trim();
    const phoneNo = parseMalaysianMobile(getValues('phoneNo'))?.national;
    if (!phoneNo || !isEmailAddress(email)) return;
    try {
      const existing = await checkEmailExisted(normaliseEmail(email), phoneNo);
      if (existing.emailExisted)
        setError('email', { type: SERVER_ERROR, message: t('errors.emailRegistered') });
      if (existing.phoneNoExisted) {
        setError('phoneNo', { type: SERVER_ERROR, message: t('errors.phoneRegistered') });
      }
    } catch {
      // Only a courtesy: the registration itself gives the same answer.
    }
  };
  const clearServerError = (field: 'email' | 'phoneNo') => () => {
    if (form.formState.errors[field]?.type === SERVER_ERROR) clearErrors(field);
  };

  const onSubmit = handleSubmit(({ state: _state, ...values }) => {
    registration.mutate(
      { ...values, brand: variant, language },
      {
        onSuccess: (answer) => {
          forgetRegistration();
          storeSession(answer);
          toast.show(answer.message);
          const lang = languageFromSearch(search);
          navigate({ pathname: path(PAGES.home), search: lang ? `?${LANGUAGE_QUERY_PARAM}=${lang}` : '' });
        },
        onError: (error) => placeFieldErrors(error, setError, FIELDS),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        <FormSection title={t('account.registration.aboutYou')}>
          <TextField
            label={t('forms.fields.fullName')}
            autoComplete="name"
            aria-required="true"
            maxLength={NAME_MAX_LENGTH}
            error={errorText(errors.fullName, { max: NAME_MAX_LENGTH })}
            {...register('fullName')}
          />
          <SelectField
            label={t('identity.icType.label')}
            aria-required="true"
            options={[
              {
                value: CITIZEN_IDENTITY_CARD_TYPE,
                label: t(identityCardTypeNameKey(CITIZEN_IDENTITY_CARD_TYPE)),
              },
            ]}
            description={errors.icType ? undefined : t('forms.registration.citizensOnly')}
            error={errorText(errors.icType)}
            {...register('icType')}
          />
          <NricFields />
          <FieldRow>
            <MasterListSelect
              list="race"
              label={t('forms.fields.race')}
              failedText={t('errors.fetchRaceFailed')}
              error={errorText(errors.raceId)}
              {...register('raceId')}
            />
            <MasterListSelect
              list="grossSalaryRange"
              label={t('forms.fields.grossSalaryRange')}
              failedText={t('errors.fetchGrossSalaryFailed')}
              error={errorText(errors.grossSalaryRangeId)}
              {...register('grossSalaryRangeId')}
            />
          </FieldRow>
        </FormSection>

        <FormSection title={t('account.registration.contact')}>
          <FieldRow>
            <TextField
              label={t('forms.registration.telecomPhoneNo')}
              description={t('account.registration.telecomPhoneHint')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-required="true"
              maxLength={15}
              error={errorText(errors.phoneNo)}
              {...register('phoneNo', { onBlur: checkExisting, onChange: clearServerError('phoneNo') })}
            />
            <TextField
              label={t('forms.fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              aria-required="true"
              maxLength={254}
              error={errorText(errors.email)}
              {...register('email', { onBlur: checkExisting, onChange: clearServerError('email') })}
            />
          </FieldRow>
        </FormSection>

        <FormSection title={t('account.registration.address')}>
          <AddressFields lookupPostcode={lookupPostcode} />
        </FormSection>

        <FormSection title={t('account.registration.account')}>
          <TextField
            label={t('forms.fields.partnerId')}
            description={t('account.registration.partnerIdHint')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            error={errorText(errors.partnerId, { max: 20 })}
            {...register('partnerId')}
          />
          <FieldRow>
            <NewPasswordFields
              label={t('forms.fields.password')}
              password={{
                ...register('password'),
                error: errorText(errors.password, { max: PASSWORD_MAX_LENGTH }),
              }}
              confirmation={{ ...register('confirmPassword'), error: errorText(errors.confirmPassword) }}
            />
          </FieldRow>
        </FormSection>

        <FormSection title={t('account.registration.consents')}>
          <CheckboxField
            label={t('forms.registration.termsAccepted')}
            description={<TermsLinks />}
            aria-required="true"
            error={errorText(errors.termsAccepted)}
            {...register('termsAccepted')}
          />
          <CheckboxField label={t('forms.registration.marketingConsent')} {...register('marketingConsent')} />
          <LiveRegion politeness="assertive">
            <FormError error={registration.error} fields={FIELDS} />
          </LiveRegion>
          <FormActions>
            <Button type="submit" busy={registration.isPending}>
              {registration.isPending ? t('account.registration.registering') : t('common.actions.register')}
            </Button>
          </FormActions>
        </FormSection>
      </form>
    </FormProvider>
  );
}

/** The legal terms and privacy policy of the page's brand, opened beside the form so nothing typed is lost. */
function TermsLinks() {
  const { i18n } = useT();
  const { path } = useVariant();
  const opensInNewTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Trans
      i18n={i18n}
      i18nKey="account.registration.readTerms"
      components={{
        legal: <a href={path(PAGES.legal)} {...opensInNewTab} />,
        privacy: <a href={path(PAGES.privacy)} {...opensInNewTab} />,
      }}
    />
  );
}
