import {
  formatRinggit,
  type OfficerSmeApplication,
  type SmeApplicationDraft,
  sen,
  totalSharePercent,
} from '@sinar/domain';
import type { ReactNode } from 'react';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';

type FieldName =
  | 'companyName'
  | 'companyEmail'
  | 'businessOldRegistrationNo'
  | 'businessNewRegistrationNo'
  | 'natureOfBusiness'
  | 'businessContactNo'
  | 'businessAddress'
  | 'registeredSsmAddress'
  | 'businessAuthorisedAddress'
  | 'countryOfIncorporation'
  | 'nameOfSeniorManagement'
  | 'applicantPosition'
  | 'shareholdingStatus'
  | 'bankId'
  | 'bankAccountName'
  | 'bankAccountNo'
  | 'name'
  | 'title'
  | 'icType'
  | 'nric'
  | 'emailAddress'
  | 'applicantPhoneNo'
  | 'nationality'
  | 'homeAddress'
  | 'nricAddress'
  | 'mailingAddress'
  | 'occupationType'
  | 'employerName'
  | 'department'
  | 'staffId'
  | 'branch'
  | 'employmentStartDate'
  | 'netSalarySen'
  | 'personalBankId'
  | 'personalBankAccountName'
  | 'personalBankAccountNo'
  | 'emergencyContactPersonName'
  | 'emergencyContactPersonPhoneNo'
  | 'emergencyContactEmail';

/** The fields each sub-form shows, in the screens' order; a field the partner type does not fill is left out. */
const SUB_FORM_FIELDS: Readonly<
  Record<'company' | 'applicant' | 'disbursement' | 'emergency', readonly FieldName[]>
> = {
  company: [
    'companyName',
    'companyEmail',
    'businessOldRegistrationNo',
    'businessNewRegistrationNo',
    'natureOfBusiness',
    'businessContactNo',
    'businessAddress',
    'registeredSsmAddress',
    'businessAuthorisedAddress',
    'countryOfIncorporation',
    'nameOfSeniorManagement',
    'applicantPosition',
    'shareholdingStatus',
    'bankId',
    'bankAccountName',
    'bankAccountNo',
  ],
  applicant: [
    'title',
    'name',
    'icType',
    'nric',
    'emailAddress',
    'applicantPhoneNo',
    'nationality',
    'homeAddress',
    'nricAddress',
    'mailingAddress',
    'occupationType',
    'employerName',
    'department',
    'staffId',
    'branch',
    'employmentStartDate',
    'netSalarySen',
  ],
  disbursement: ['personalBankId', 'personalBankAccountName', 'personalBankAccountNo'],
  emergency: ['emergencyContactPersonName', 'emergencyContactPersonPhoneNo', 'emergencyContactEmail'],
};

type Stored = NonNullable<SmeApplicationDraft['company']>[string] | undefined;

/** A stored value as text: an address on one line, sen as ringgit. */
function valueText(field: FieldName, value: Stored, language: 'en' | 'ms'): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object')
    return [value.address1, value.address2, value.address3, value.postcode, value.city, value.state]
      .filter((part) => part !== undefined && part !== null && part !== '')
      .join(', ');
  if (field === 'netSalarySen' && typeof value === 'number' && Number.isSafeInteger(value))
    return formatRinggit(sen(value), language);
  return String(value);
}

/** One sub-form of the application as typed, with the back office's labels. */
export function SubFormSection({
  title,
  part,
  values,
}: {
  readonly title: string;
  readonly part: keyof typeof SUB_FORM_FIELDS;
  readonly values: SmeApplicationDraft[keyof typeof SUB_FORM_FIELDS] | undefined;
}) {
  const { t, language } = useT();
  const items = SUB_FORM_FIELDS[part].flatMap((field) => {
    const value = values ? valueText(field, values[field], language) : null;
    return value === null ? [] : [{ label: t(`smeApplications.fields.${field}`), value }];
  });
  return (
    <Section title={title}>
      {items.length > 0 ? <Facts items={items} /> : <p className="muted">{t('common.none')}</p>}
    </Section>
  );
}

/** The directors or partners with their shares, and what those named hold together. */
export function DirectorsSection({ directors }: { readonly directors: SmeApplicationDraft['directors'] }) {
  const { t } = useT();
  const rows = directors ?? [];
  const totalPercent = totalSharePercent(rows.map((row) => Number(row.sharePercent ?? 0)));
  return (
    <Section title={t('smeApplications.view.directors')}>
      {rows.length === 0 ? (
        <p className="muted">{t('smeApplications.view.noDirectors')}</p>
      ) : (
        <>
          <TableFrame>
            <table className="data-table">
              <caption>{t('smeApplications.view.directorsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('smeApplications.fields.fullName')}</th>
                  <th scope="col">{t('smeApplications.fields.identityNo')}</th>
                  <th scope="col">{t('smeApplications.fields.position')}</th>
                  <th scope="col">{t('smeApplications.fields.contactNo')}</th>
                  <th scope="col">{t('smeApplications.fields.email')}</th>
                  <th scope="col" className="numeric">
                    {t('smeApplications.fields.shareUnits')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('smeApplications.fields.sharePercent')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${String(row.identityNo)}-${String(row.fullName)}`}>
                    <td>{String(row.fullName ?? '')}</td>
                    <td>{String(row.identityNo ?? '')}</td>
                    <td>{String(row.position ?? '')}</td>
                    <td>{String(row.contactNo ?? '')}</td>
                    <td>{String(row.email ?? '')}</td>
                    <td className="numeric">{String(row.shareUnits ?? '')}</td>
                    <td className="numeric">{String(row.sharePercent ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <p>{t('smeApplications.view.sharesTotal', { percent: totalPercent })}</p>
        </>
      )}
    </Section>
  );
}

/** The business documents the partner type uploads, and the files uploaded in each. */
export function BusinessDocumentsSection({
  documents,
}: {
  readonly documents: OfficerSmeApplication['documents'];
}) {
  const { t } = useT();
  const groups = [
    ...documents.required.map((name) => ({ name, required: true })),
    ...documents.optional.map((name) => ({ name, required: false })),
  ];
  return (
    <Section title={t('smeApplications.view.documents')}>
      <TableFrame>
        <table className="data-table">
          <caption>{t('smeApplications.view.documents')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('smeApplications.view.documents')}</th>
              <th scope="col">{t('smeApplications.view.required')}</th>
              <th scope="col">{t('smeApplications.view.uploaded')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => {
              const files = documents.files.filter((file) => file.fileType.name === group.name);
              return (
                <tr key={group.name}>
                  <th scope="row">{t(`documentGroups.${group.name}`)}</th>
                  <td>
                    {group.required ? t('smeApplications.view.required') : t('smeApplications.view.optional')}
                  </td>
                  <td>
                    {files.length === 0
                      ? t('smeApplications.view.notUploaded')
                      : files.map((file) => file.fileName).join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
    </Section>
  );
}
