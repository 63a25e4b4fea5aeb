import {
  SME_SUB_FORMS_BY_PARTNER_TYPE,
  type SmeApplicationDraft,
  type SmeApplicationView,
  type SmePartnerType,
  type SmeSubForm,
} from '@sinar/domain';

/**
 * What each sub-form page holds and checks: its part of the draft, nested under the sub-form's name as the partner
 * type's submission nests it ('company.businessNewRegistrationNo'), so a server's field error lands on its field.
 * Each page checks its part with the domain's schema of that part for the partner type.
 */

/** A sub-form's values as the form holds them: text, numbers and addresses (groups of text). */
export type SubFormValues = Partial<Record<SmeSubForm, unknown>>;

/** The sub-forms of the application, in the order its pages come. */
export function subFormsOf(application: Pick<SmeApplicationView, 'partnerType'>): readonly SmeSubForm[] {
  return SME_SUB_FORMS_BY_PARTNER_TYPE[application.partnerType];
}

/** An address as a group of text fields. */
export const ADDRESS_PARTS = ['address1', 'address2', 'address3', 'postcode', 'city', 'state'] as const;

/** An empty director or partner, as a new row of the list starts. */
export function emptyDirector(): Record<string, unknown> {
  return {
    fullName: '',
    identityType: 'MYKAD',
    identityNo: '',
    contactNo: '',
    email: '',
    position: '',
    shareUnits: undefined,
    sharePercent: undefined,
  };
}

/** The page's starting values: what the draft holds of its sub-form (at least 2 directors for a list). */
export function valuesOf(
  draft: SmeApplicationDraft,
  subForm: SmeSubForm,
  partnerType: SmePartnerType,
): SubFormValues {
  if (subForm === 'directors') {
    const saved = draft.directors ?? [];
    const directors = saved.length >= 2 || partnerType === 'INDIVIDUAL' ? saved : [...saved];
    while (directors.length < 2) directors.push(emptyDirector() as never);
    return { directors };
  }
  return { [subForm]: draft[subForm] ?? {} };
}

/** Whether a server's field error names this page's part ('company.businessNewRegistrationNo'). */
export function subFormOfField(path: string): SmeSubForm | null {
  const head = path.split('.')[0];
  return head === 'company' ||
    head === 'applicant' ||
    head === 'disbursement' ||
    head === 'emergency' ||
    head === 'directors'
    ? head
    : null;
}
