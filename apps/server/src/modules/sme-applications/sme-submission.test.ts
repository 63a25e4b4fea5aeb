import { SME_APPLICATION_PATHS, type SmePartnerType } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  call,
  completeForm,
  createSmeTestApp,
  director,
  newDraft,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from './testing.ts';

let t: TestApp;
const applicants = {} as Record<SmePartnerType, SmeTestApplicant>;
const drafts = {} as Record<SmePartnerType, string>;

beforeAll(async () => {
  t = await createSmeTestApp();
  applicants.INDIVIDUAL = await partnerSession(t, 'P100234', 'INDIVIDUAL', '0192000001');
  applicants.SOLE_PROPRIETOR = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
  applicants.PARTNERSHIP = await partnerSession(t, 'P200004', 'PARTNERSHIP', '0192000006');
  applicants.COMPANY = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  applicants.STAFF = await staffSession(t);
  for (const type of Object.keys(applicants) as SmePartnerType[])
    drafts[type] = await newDraft(t, applicants[type]);
});
afterAll(() => t.close());

function submit(type: SmePartnerType, form: unknown) {
  return call(t, applicants[type], 'POST', SME_APPLICATION_PATHS.submission(type), form);
}

/** The form without one field, at a path like 'applicant.nationality'. */
function without(form: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) {
    const { [head]: _removed, ...kept } = form;
    return kept;
  }
  return { ...form, [head]: without(form[head] as Record<string, unknown>, rest.join('.')) };
}

describe('each partner type’s submission', () => {
  it.each([
    ['INDIVIDUAL', 'applicant.nationality', 'Please Enter Your Nationality'],
    ['SOLE_PROPRIETOR', 'company.natureOfBusiness', 'Please Enter Your Nature of Business'],
    ['PARTNERSHIP', 'company.businessAuthorisedAddress', 'Please Enter Your Business Authorised Address'],
    ['COMPANY', 'company.bankAccountNo', 'Please Enter Your Company Bank Account Number'],
    ['STAFF', 'applicant.staffId', 'Please Enter Your Staff ID'],
  ] as const)('%s without %s is answered 400 with the field’s own prompt', async (type, path, prompt) => {
    const response = await submit(type, without(completeForm(type, drafts[type]), path));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: prompt, fieldErrors: { [path]: prompt } });
  });

  it.each(['SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY'] as const)(
    '%s with a registration number that is not 12 digits is answered with the spec’s message',
    async (type) => {
      const form = completeForm(type, drafts[type]) as { company: Record<string, unknown> };
      const response = await submit(type, {
        ...form,
        company: { ...form.company, businessNewRegistrationNo: '1312525-A' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        'company.businessNewRegistrationNo': 'The business registration number must be 12 digits',
      });
    },
  );

  it.each(['PARTNERSHIP', 'COMPANY'] as const)('%s with one director is refused', async (type) => {
    const response = await submit(type, {
      ...completeForm(type, drafts[type]),
      directors: [director('Azman bin Said', '820901035573', 100)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ directors: 'Please add at least 2 directors or partners' });
  });

  it("answers a director's bad NRIC and email, and shares over 100%, in the spec's words", async () => {
    const response = await submit('COMPANY', {
      ...completeForm('COMPANY', drafts.COMPANY),
      directors: [
        { ...director('Chong Wei Liang', '790322-08-551', 60), email: 'chong@' },
        director('Tan Mei Hua', '811111145530', 45),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'directors.0.identityNo': 'Please enter a valid NRIC',
      'directors.0.email': 'This is not a valid email address',
      'directors.1.sharePercent': 'The shares of all directors or partners add up to 105%, more than 100%',
    });
  });

  it('answers in Malay when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${SME_APPLICATION_PATHS.submission('PARTNERSHIP')}?lang=ms`,
      headers: applicants.PARTNERSHIP.headers,
      payload: { ...completeForm('PARTNERSHIP', drafts.PARTNERSHIP), directors: [] },
    });
    expect(response.json().fieldErrors).toEqual({
      directors: 'Sila tambah sekurang-kurangnya 2 pengarah atau rakan kongsi',
    });
  });

  it('refuses an amount above the partner’s maximum for the tenure', async () => {
    // P200004's average commission is RM2,593.00: over 12 months at most RM31,000.
    const response = await submit('PARTNERSHIP', {
      ...completeForm('PARTNERSHIP', drafts.PARTNERSHIP),
      amountSen: 3_200_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The amount cannot be more than your maximum eligible amount of RM31,000',
      fieldErrors: { amountSen: 'The amount is more than your maximum eligible amount' },
    });
  });

  it('refuses the form of another partner type', async () => {
    const response = await call(
      t,
      applicants.COMPANY,
      'POST',
      SME_APPLICATION_PATHS.submission('INDIVIDUAL'),
      completeForm('INDIVIDUAL', drafts.COMPANY),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This application form is not for your partner type');
  });

  it.each(['INDIVIDUAL', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY', 'STAFF'] as const)(
    '%s complete: saved whole, with the form step recorded',
    async (type) => {
      const response = await submit(type, completeForm(type, drafts[type]));
      expect(response.statusCode).toBe(200);
      const { message, application } = response.json();
      expect(message).toBe('Update successfully');
      expect(application).toMatchObject({
        id: drafts[type],
        partnerType: type,
        applicationStatus: 'DRAFT',
        markers: ['APPLICATIONFORMCOMPLETED'],
        amountSen: 1_000_000,
        tenureMonths: 12,
        smeLoanReasonId: '1',
      });
      expect(application.form.applicant.nric).toBe('790322085519');
    },
  );

  it('quotes the summary: the rate by the average recurring income and the flat-rate instalment', async () => {
    const company = (
      await call(t, applicants.COMPANY, 'GET', SME_APPLICATION_PATHS.application(drafts.COMPANY))
    ).json();
    // P200001 averages RM7,095.00 a month: 8% a year. RM10,000 + RM800.00 interest over 12 months = RM900.00.
    expect(company).toMatchObject({ interestRateBpPerYear: 800, estimatedMonthlyInstalmentSen: 90_000 });
    const partnership = (
      await call(t, applicants.PARTNERSHIP, 'GET', SME_APPLICATION_PATHS.application(drafts.PARTNERSHIP))
    ).json();
    // P200004 averages RM2,593.00: 12% a year. RM10,000 + RM1,200.00 over 12 months = RM933.33.
    expect(partnership).toMatchObject({
      interestRateBpPerYear: 1_200,
      estimatedMonthlyInstalmentSen: 93_333,
    });
  });

  it("fixes the staff member's employment to the group's", async () => {
    const staff = (
      await call(t, applicants.STAFF, 'GET', SME_APPLICATION_PATHS.application(drafts.STAFF))
    ).json();
    expect(staff.partnerId).toBeNull();
    expect(staff.form.applicant).toMatchObject({
      applicantEmploymentType: 'PRIVATE SECTOR',
      occupationType: 'EMPLOYEE',
      employerName: 'Sinar Kredit Sdn. Bhd.',
    });
  });
});
