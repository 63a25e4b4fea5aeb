import { z } from 'zod';
import { isSameEmail } from '../identity/email.ts';
import { sharesProblems } from '../sme/shares.ts';
import type { SmePartnerType, SmeSubForm } from '../sme/sme-product.ts';
import { addProblem } from './fields.ts';
import {
  companyCompanySchema,
  partnershipCompanySchema,
  smeApplicantSchema,
  smeDirectorSchema,
  smeDisbursementSchema,
  smeEmergencyContactSchema,
  soleProprietorCompanySchema,
  staffApplicantSchema,
} from './sme-application.ts';

/**
 * One sub-form page of the SME and staff application (decision 061): its part of the form, nested under the
 * sub-form's name as the partner type's submission nests it ('company.businessNewRegistrationNo'), so a page checks
 * what the server will check of that part, and a server's field error lands on its field.
 */

/** The company details' schema of a partner type: a company's and a partnership's ask for more. */
export function smeCompanySchemaFor(partnerType: SmePartnerType) {
  if (partnerType === 'COMPANY') return companyCompanySchema;
  if (partnerType === 'PARTNERSHIP') return partnershipCompanySchema;
  return soleProprietorCompanySchema;
}

/** The schema of one sub-form page for a partner type (and, for the emergency contact, the applicant's email). */
export function smeSubFormSchema(
  partnerType: SmePartnerType,
  subForm: SmeSubForm,
  applicantEmail: string | undefined,
): z.ZodType {
  switch (subForm) {
    case 'company':
      return z.object({ company: smeCompanySchemaFor(partnerType) });
    case 'applicant':
      return z.object({ applicant: partnerType === 'STAFF' ? staffApplicantSchema : smeApplicantSchema });
    case 'disbursement':
      return z.object({ disbursement: smeDisbursementSchema });
    case 'emergency':
      return z.object({ emergency: smeEmergencyContactSchema }).superRefine((form, ctx) => {
        const email = form.emergency.emergencyContactEmail;
        if (applicantEmail && email !== '' && isSameEmail(email, applicantEmail))
          addProblem(ctx, 'forms.application.emergencyEmailSameAsApplicant', [
            'emergency',
            'emergencyContactEmail',
          ]);
      });
    case 'directors':
      return z.object({ directors: z.array(smeDirectorSchema) }).superRefine((form, ctx) => {
        for (const { problem, path } of sharesProblems(partnerType, form.directors))
          addProblem(ctx, problem, [...path]);
      });
  }
}
