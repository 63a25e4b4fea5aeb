import {
  IDENTITY_CARD_TYPES,
  identityCardTypeNameKey,
  MAX_DIRECTORS,
  MIN_DIRECTORS,
  malaysianDateOf,
  type SmePartnerType,
  STAFF_FIXED_EMPLOYMENT,
  totalSharePercent,
} from '@sinar/domain';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FieldRow } from '../../../components/ui/form-section.tsx';
import { RinggitField } from '../../../components/ui/ringgit-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './sme.module.css';
import {
  AddressGroup,
  EMAIL_INPUT,
  FormSelect,
  FormText,
  MasterSelect,
  phoneInput,
  useErrorAt,
} from './sme-fields.tsx';
import { emptyDirector } from './sub-form-model.ts';

const TITLES = ['MR', 'MRS', 'MS', 'DR'] as const;
const SHAREHOLDING = ['BUMIPUTERA', 'NON_BUMIPUTERA', 'FOREIGN'] as const;

/** Company details (sole proprietor, partnership, company): the spec 001 section 3 fields of the partner type. */
export function CompanyFields({ partnerType }: { readonly partnerType: SmePartnerType }) {
  const { t } = useT('journey');
  return (
    <div className={styles.stack}>
      <FormText
        name="company.companyName"
        label={t('smeApply.fields.companyName')}
        autoComplete="organization"
      />
      <FormText name="company.companyEmail" label={t('smeApply.fields.companyEmail')} {...EMAIL_INPUT} />
      <FieldRow>
        <FormText
          name="company.businessOldRegistrationNo"
          label={t('smeApply.fields.businessOldRegistrationNo')}
          description={t('smeApply.fields.businessOldRegistrationNoHint')}
          maxLength={20}
        />
        <FormText
          name="company.businessNewRegistrationNo"
          label={t('smeApply.fields.businessNewRegistrationNo')}
          description={t('smeApply.fields.businessNewRegistrationNoHint')}
          inputMode="numeric"
          maxLength={12}
        />
      </FieldRow>
      <FieldRow>
        <FormText name="company.natureOfBusiness" label={t('smeApply.fields.natureOfBusiness')} />
        <FormText
          name="company.businessContactNo"
          label={t('smeApply.fields.businessContactNo')}
          description={t('smeApply.fields.phoneHint')}
          {...phoneInput(11)}
        />
      </FieldRow>
      <FieldRow>
        <FormText name="company.countryOfIncorporation" label={t('smeApply.fields.countryOfIncorporation')} />
        <FormText name="company.nameOfSeniorManagement" label={t('smeApply.fields.nameOfSeniorManagement')} />
      </FieldRow>
      <FormText name="company.applicantPosition" label={t('smeApply.fields.applicantPosition')} />
      <AddressGroup name="company.businessAddress" legend={t('smeApply.fields.businessAddress')} />
      <AddressGroup name="company.registeredSsmAddress" legend={t('smeApply.fields.registeredSsmAddress')} />
      {partnerType === 'PARTNERSHIP' || partnerType === 'COMPANY' ? (
        <AddressGroup
          name="company.businessAuthorisedAddress"
          legend={t('smeApply.fields.businessAuthorisedAddress')}
        />
      ) : null}
      {partnerType === 'COMPANY' ? (
        <>
          <FormSelect
            name="company.shareholdingStatus"
            label={t('smeApply.fields.shareholdingStatus')}
            options={SHAREHOLDING.map((value) => ({ value, label: t(`smeApply.shareholding.${value}`) }))}
          />
          <MasterSelect name="company.bankId" label={t('smeApply.fields.bankId')} list="bank" />
          <FieldRow>
            <FormText name="company.bankAccountName" label={t('smeApply.fields.bankAccountName')} />
            <FormText
              name="company.bankAccountNo"
              label={t('smeApply.fields.bankAccountNo')}
              inputMode="numeric"
              maxLength={30}
            />
          </FieldRow>
        </>
      ) : null}
    </div>
  );
}

/** Applicant details: who applies; group staff give their staff details, their employment being fixed. */
export function ApplicantFields({ partnerType }: { readonly partnerType: SmePartnerType }) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const errorAt = useErrorAt();
  const staff = partnerType === 'STAFF';
  return (
    <div className={styles.stack}>
      {staff ? (
        <FormSelect
          name="applicant.title"
          label={t('smeApply.fields.title')}
          options={TITLES.map((value) => ({ value, label: t(`smeApply.titles.${value}`) }))}
        />
      ) : null}
      <FormText name="applicant.name" label={t('smeApply.fields.name')} autoComplete="name" />
      <FieldRow>
        <FormSelect
          name="applicant.icType"
          label={t('smeApply.fields.icType')}
          options={IDENTITY_CARD_TYPES.map((value) => ({ value, label: tr(identityCardTypeNameKey(value)) }))}
        />
        <FormText
          name="applicant.nric"
          label={t('smeApply.fields.nric')}
          inputMode="numeric"
          maxLength={14}
        />
      </FieldRow>
      <FieldRow>
        <FormText
          name="applicant.emailAddress"
          label={t('smeApply.fields.emailAddress')}
          {...EMAIL_INPUT}
          autoComplete="email"
        />
        <FormText
          name="applicant.applicantPhoneNo"
          label={t('smeApply.fields.applicantPhoneNo')}
          description={t('smeApply.fields.phoneHint')}
          {...phoneInput(15)}
          autoComplete="tel"
        />
      </FieldRow>
      <FieldRow>
        <MasterSelect
          name="applicant.applicantRaceId"
          label={t('smeApply.fields.applicantRaceId')}
          list="race"
        />
        <FormText name="applicant.nationality" label={t('smeApply.fields.nationality')} />
      </FieldRow>
      <AddressGroup name="applicant.homeAddress" legend={t('smeApply.fields.homeAddress')} />
      <AddressGroup name="applicant.nricAddress" legend={t('smeApply.fields.nricAddress')} />
      <AddressGroup name="applicant.mailingAddress" legend={t('smeApply.fields.mailingAddress')} />
      {staff ? (
        <>
          <fieldset className={styles.group}>
            <legend>{t('smeApply.fields.fixedEmployment')}</legend>
            <TextField
              label={t('smeApply.fields.employmentType')}
              readOnly
              value={STAFF_FIXED_EMPLOYMENT.employmentType}
            />
            <TextField
              label={t('smeApply.fields.occupationType')}
              readOnly
              value={STAFF_FIXED_EMPLOYMENT.occupationType}
            />
            <TextField
              label={t('smeApply.fields.employer')}
              readOnly
              value={STAFF_FIXED_EMPLOYMENT.employerName}
            />
          </fieldset>
          <FieldRow>
            <FormText name="applicant.department" label={t('smeApply.fields.department')} />
            <FormText name="applicant.staffId" label={t('smeApply.fields.staffId')} maxLength={20} />
          </FieldRow>
          <FieldRow>
            <FormText name="applicant.branch" label={t('smeApply.fields.branch')} />
            <FormText
              name="applicant.employmentStartDate"
              label={t('smeApply.fields.employmentStartDate')}
              type="date"
              max={malaysianDateOf(new Date())}
            />
          </FieldRow>
          <RinggitField
            name="applicant.netSalarySen"
            label={t('smeApply.fields.netSalarySen')}
            error={errorAt('applicant.netSalarySen')}
          />
          <FormText
            name="applicant.companyEmail"
            label={t('smeApply.fields.staffCompanyEmail')}
            {...EMAIL_INPUT}
          />
        </>
      ) : (
        <>
          <MasterSelect
            name="applicant.applicantEmploymentTypeId"
            label={t('smeApply.fields.applicantEmploymentTypeId')}
            list="employeeType"
          />
          <FieldRow>
            <FormText name="applicant.occupationType" label={t('smeApply.fields.occupationType')} />
            <FormText
              name="applicant.employerName"
              label={t('smeApply.fields.employerName')}
              autoComplete="organization"
            />
          </FieldRow>
        </>
      )}
    </div>
  );
}

/** Disbursement details: the applicant's own account the loan is paid into. */
export function DisbursementFields() {
  const { t } = useT('journey');
  return (
    <div className={styles.stack}>
      <MasterSelect
        name="disbursement.personalBankId"
        label={t('smeApply.fields.personalBankId')}
        list="bank"
      />
      <FormText
        name="disbursement.personalBankAccountName"
        label={t('smeApply.fields.personalBankAccountName')}
      />
      <FormText
        name="disbursement.personalBankAccountNo"
        label={t('smeApply.fields.personalBankAccountNo')}
        inputMode="numeric"
        maxLength={30}
      />
    </div>
  );
}

/** Emergency contact details: someone else, with an email of their own. */
export function EmergencyFields() {
  const { t } = useT('journey');
  return (
    <div className={styles.stack}>
      <FormText
        name="emergency.emergencyContactPersonName"
        label={t('smeApply.fields.emergencyContactPersonName')}
      />
      <FormText
        name="emergency.emergencyContactPersonPhoneNo"
        label={t('smeApply.fields.emergencyContactPersonPhoneNo')}
        description={t('smeApply.fields.phoneHint')}
        {...phoneInput(15)}
      />
      <FormText
        name="emergency.emergencyContactEmail"
        label={t('smeApply.fields.emergencyContactEmail')}
        {...EMAIL_INPUT}
      />
      <MasterSelect
        name="emergency.emergencyContactRelationshipId"
        label={t('smeApply.fields.emergencyContactRelationshipId')}
        list="relationship"
      />
    </div>
  );
}

/** Directors or partners: add and remove rows, at least 2, shares in units and % (at most 100% in total). */
export function DirectorsFields() {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const errorAt = useErrorAt();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'directors' });
  const rows = useWatch({ control, name: 'directors' }) as { sharePercent?: number }[] | undefined;
  const total = totalSharePercent(
    (rows ?? []).map((row) => (typeof row?.sharePercent === 'number' ? row.sharePercent : 0)),
  );
  const listError =
    errorAt('directors.root', { min: MIN_DIRECTORS }) ?? errorAt('directors', { min: MIN_DIRECTORS });
  return (
    <div className={styles.stack}>
      <p>{t('smeApply.directors.lead')}</p>
      {listError ? (
        <p className={styles.groupError} role="alert">
          {listError}
        </p>
      ) : null}
      {fields.map((row, index) => {
        const at = (field: string) => `directors.${index}.${field}`;
        const number = index + 1;
        return (
          <fieldset key={row.id} className={styles.group}>
            <legend>{t('smeApply.directors.director', { number })}</legend>
            <FormText name={at('fullName')} label={t('smeApply.directors.fullName')} />
            <FieldRow>
              <FormSelect
                name={at('identityType')}
                label={t('smeApply.directors.identityType')}
                options={IDENTITY_CARD_TYPES.map((value) => ({
                  value,
                  label: tr(identityCardTypeNameKey(value)),
                }))}
              />
              <FormText name={at('identityNo')} label={t('smeApply.directors.identityNo')} maxLength={20} />
            </FieldRow>
            <FieldRow>
              <FormText
                name={at('contactNo')}
                label={t('smeApply.directors.contactNo')}
                {...phoneInput(15)}
              />
              <FormText name={at('email')} label={t('smeApply.directors.email')} {...EMAIL_INPUT} />
            </FieldRow>
            <FormText name={at('position')} label={t('smeApply.directors.position')} />
            <FieldRow>
              <FormText
                name={at('shareUnits')}
                label={t('smeApply.directors.shareUnits')}
                inputMode="numeric"
                maxLength={12}
                number
              />
              <FormText
                name={at('sharePercent')}
                label={t('smeApply.directors.sharePercent')}
                inputMode="decimal"
                maxLength={6}
                number
                errorValues={{ total }}
              />
            </FieldRow>
            {fields.length > MIN_DIRECTORS ? (
              <Button variant="ghost" size="small" onClick={() => remove(index)}>
                {t('smeApply.directors.remove', { number })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <p aria-live="polite">{t('smeApply.directors.total', { total })}</p>
      {fields.length < MAX_DIRECTORS ? (
        <div>
          <Button variant="secondary" onClick={() => append(emptyDirector())}>
            {t('smeApply.directors.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
