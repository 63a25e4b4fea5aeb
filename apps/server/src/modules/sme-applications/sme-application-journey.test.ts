import { SME_APPLICATION_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  call,
  completeForm,
  createSmeTestApp,
  newDraft,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from './testing.ts';

let t: TestApp;
let company: SmeTestApplicant;
let partnership: SmeTestApplicant;
let staff: SmeTestApplicant;

beforeAll(async () => {
  t = await createSmeTestApp();
  company = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  partnership = await partnerSession(t, 'P200004', 'PARTNERSHIP', '0192000006');
  staff = await staffSession(t);
});
afterAll(() => t.close());

/** The steps other modules record before submission (email, documents), as a fixture sets them. */
async function completeOtherSteps(id: string): Promise<void> {
  await t.db.query(
    `update sme_applications set markers = markers || '{EMAILVERIFICATIONCOMPLETED,DOCUMENTUPLOADCOMPLETED}'
     where id = $1`,
    [id],
  );
}

async function statusEvents(id: string) {
  return t.db.query<{ kind: string; from: string | null; to: string; event: string | null; actor: string }>(
    `select kind, from_value as "from", to_value as "to", event, actor_type as actor
     from sme_application_events where application_id = $1 order by id`,
    [id],
  );
}

describe('the SME eligibility check', () => {
  it('finds an eligible partner from the directory, with its rate and what is left of RM500,000', async () => {
    const response = await call(t, company, 'POST', SME_APPLICATION_PATHS.eligibility);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      eligible: true,
      reasons: [],
      partnerId: 'P200001',
      partnerType: 'COMPANY',
      averageRecurringCommissionSen: 709_500,
      interestRateBpPerYear: 800,
      remainingLimitSen: 50_000_000,
      allowToApplyNewLoanAfterDateTime: null,
    });
  });

  it("names each failing reason in the spec's words", async () => {
    const expiring = await partnerSession(t, 'P200002', 'SOLE_PROPRIETOR', '0192000004');
    const response = await call(t, expiring, 'POST', SME_APPLICATION_PATHS.eligibility);
    expect(response.json()).toMatchObject({
      eligible: false,
      reasons: ['eligibility.reasons.businessRegistrationExpiring'],
    });
    const draft = await call(t, expiring, 'POST', SME_APPLICATION_PATHS.draft, { form: {} });
    expect(draft.statusCode).toBe(403);
    expect(draft.json().message).toBe('You are not eligible for an SME loan now');
  });

  it('is for partners only', async () => {
    const response = await call(t, staff, 'POST', SME_APPLICATION_PATHS.eligibility);
    expect(response.statusCode).toBe(403);
  });
});

describe('the product profiles', () => {
  it.each([
    // P200001 averages RM7,095.00 a month: multiplier x tenure, rounded down to RM1,000.
    [6, 4_200_000], // RM42,570.00
    [12, 8_500_000], // RM85,140.00
    [24, 17_000_000], // RM170,280.00
  ])('SME over %s months: up to %s sen', async (tenureMonths, max) => {
    const response = await call(t, company, 'POST', SME_APPLICATION_PATHS.smeProductProfile, {
      tenureMonths,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      loanAmountToMultiplySen: 709_500,
      selectedLoanTenure: tenureMonths,
      eligibleMaxLoanAmountSen: max,
      product: {
        interestRateBpPerYear: 800,
        minTenure: 6,
        maxTenure: 24,
        minLoanAmountSen: 300_000,
        maxLoanAmountSen: 50_000_000,
        intervalLoanAmountSen: 100_000,
        stampingDutyBp: 50,
        stampingAdminFeeSen: 15_000,
      },
    });
  });

  it('staff: 5 x net salary, rounded down to RM1,000', async () => {
    const response = await call(t, staff, 'POST', SME_APPLICATION_PATHS.staffProductProfile, {
      netSalarySen: 412_345,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      multiplier: 5,
      netSalaryAmountSen: 412_345,
      eligibleMaxLoanAmountSen: 2_000_000, // RM20,617.25
      messageToShow: 'You may borrow up to RM20,000: 5 times your net monthly salary.',
    });
  });
});

describe('the required documents by partner type', () => {
  it('lists the required and optional groups as decision 059 records them', async () => {
    const response = await call(t, company, 'GET', SME_APPLICATION_PATHS.requiredFiles('COMPANY'));
    expect(response.statusCode).toBe(200);
    expect(response.json().files.filter((file: { required: boolean }) => file.required)).toEqual(
      [
        'ssmcertificate',
        'companyforms',
        'utilitybill',
        'companybankstatement',
        'boardresolution',
        'auditedfinancialreport',
      ].map((name) => ({ fileType: { name }, required: true, maxFiles: 3 })),
    );
    expect((await call(t, company, 'GET', SME_APPLICATION_PATHS.requiredFiles('NONE'))).statusCode).toBe(400);
  });
});

describe('an application from draft to pending, cancelled, and made again', () => {
  let id: string;

  it('starts a draft with only the phone number, and keeps what is typed', async () => {
    const created = await call(t, company, 'POST', SME_APPLICATION_PATHS.draft, { form: {} });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      applicationNo: expect.stringMatching(/^SME-2026-\d{6}$/),
      partnerId: 'P200001',
      partnerType: 'COMPANY',
      applicationStatus: 'DRAFT',
      subForms: ['company', 'applicant', 'disbursement', 'emergency', 'directors'],
      form: { applicant: { applicantPhoneNo: '0192000003' } },
    });

    const saved = await call(t, company, 'POST', SME_APPLICATION_PATHS.draft, {
      id,
      form: {
        company: { companyName: 'Chong Mobile', businessNewRegistrationNo: '2019' },
        applicant: { name: 'Chong' },
        directors: [{ fullName: 'Chong Wei Liang', sharePercent: 60 }],
        tenureMonths: 12,
      },
    });
    expect(saved.statusCode).toBe(200);
    const again = await call(t, company, 'POST', SME_APPLICATION_PATHS.draft, {
      id,
      form: { company: { natureOfBusiness: 'Phones' } },
    });
    expect(again.json().form).toEqual({
      company: { companyName: 'Chong Mobile', businessNewRegistrationNo: '2019', natureOfBusiness: 'Phones' },
      applicant: { applicantPhoneNo: '0192000003', name: 'Chong' },
      directors: [{ fullName: 'Chong Wei Liang', sharePercent: 60 }],
      tenureMonths: 12,
    });
  });

  it('allows one application in progress at a time', async () => {
    const second = await call(t, company, 'POST', SME_APPLICATION_PATHS.draft, { form: {} });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have an application in progress');
  });

  it('is not pending until the form, email and documents are done', async () => {
    const early = await call(t, company, 'PATCH', SME_APPLICATION_PATHS.pending(id));
    expect(early.statusCode).toBe(409);
    const submitted = await call(
      t,
      company,
      'POST',
      SME_APPLICATION_PATHS.submission('COMPANY'),
      completeForm('COMPANY', id),
    );
    expect(submitted.statusCode).toBe(200);
    await completeOtherSteps(id);

    const pending = await call(t, company, 'PATCH', SME_APPLICATION_PATHS.pending(id));
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      message: 'Submit Successfully',
      application: { applicationStatus: 'PENDING', submissionDate: '2026-11-26T02:00:00.000Z' },
    });
  });

  it('takes no more changes once pending, and cannot be deleted', async () => {
    const save = await call(t, company, 'POST', SME_APPLICATION_PATHS.draft, { id, form: {} });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe('This application can no longer be changed');
    expect((await call(t, company, 'DELETE', SME_APPLICATION_PATHS.application(id))).statusCode).toBe(409);
  });

  it('counts the pending amount against the partner id’s RM500,000', async () => {
    const profile = await call(t, company, 'POST', SME_APPLICATION_PATHS.smeProductProfile, {
      tenureMonths: 12,
    });
    expect(profile.json().product.maxLoanAmountSen).toBe(49_000_000); // RM500,000 less the RM10,000 applied for
  });

  it('is cancelled by its partner, and a new draft keeps only the phone number', async () => {
    const cancelled = await call(t, company, 'PATCH', SME_APPLICATION_PATHS.cancel(id));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Your application has been cancelled',
      application: { applicationStatus: 'CANCELED' },
    });
    expect((await call(t, company, 'PATCH', SME_APPLICATION_PATHS.cancel(id))).statusCode).toBe(409);

    const reapply = await call(t, company, 'POST', SME_APPLICATION_PATHS.draft, { form: {} });
    expect(reapply.statusCode).toBe(201);
    expect(reapply.json().form).toEqual({ applicant: { applicantPhoneNo: '0192000003' } });
    expect(reapply.json().amountSen).toBeNull();
  });

  it('recorded every change with who made it', async () => {
    expect(await statusEvents(id)).toEqual([
      { kind: 'status', from: null, to: 'DRAFT', event: null, actor: 'applicant' },
      { kind: 'step', from: null, to: 'APPLICATIONFORMCOMPLETED', event: null, actor: 'applicant' },
      { kind: 'status', from: 'DRAFT', to: 'PENDING', event: 'submit', actor: 'applicant' },
      { kind: 'status', from: 'PENDING', to: 'CANCELED', event: 'cancel', actor: 'applicant' },
    ]);
  });
});

describe('deleting a draft', () => {
  it('removes it from every call, keeping its history', async () => {
    const id = await newDraft(t, staff);
    const deleted = await call(t, staff, 'DELETE', SME_APPLICATION_PATHS.application(id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your draft application has been deleted');
    expect((await call(t, staff, 'GET', SME_APPLICATION_PATHS.application(id))).statusCode).toBe(404);
    expect((await statusEvents(id)).map((event) => event.kind)).toEqual(['status', 'deleted']);
    expect((await call(t, staff, 'POST', SME_APPLICATION_PATHS.draft, { form: {} })).statusCode).toBe(201);
  });
});

describe("another partner's application", () => {
  let id: string;
  beforeAll(async () => {
    id = await newDraft(t, partnership);
  });

  const calls: readonly (readonly [
    string,
    'GET' | 'POST' | 'PATCH' | 'DELETE',
    () => string,
    () => unknown,
  ])[] = [
    ['read', 'GET', () => SME_APPLICATION_PATHS.application(id), () => undefined],
    ['delete', 'DELETE', () => SME_APPLICATION_PATHS.application(id), () => undefined],
    ['pending', 'PATCH', () => SME_APPLICATION_PATHS.pending(id), () => undefined],
    ['cancel', 'PATCH', () => SME_APPLICATION_PATHS.cancel(id), () => undefined],
    ['save', 'POST', () => SME_APPLICATION_PATHS.draft, () => ({ id, form: { tenureMonths: 6 } })],
    [
      'submission',
      'POST',
      () => SME_APPLICATION_PATHS.submission('PARTNERSHIP'),
      () => completeForm('PARTNERSHIP', id),
    ],
  ];
  it.each(calls)('is not found by another partner: %s', async (_name, method, url, payload) => {
    const other = await call(t, company, method, url(), payload());
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Application not found');
  });

  it('is left as it was', async () => {
    const own = await call(t, partnership, 'GET', SME_APPLICATION_PATHS.application(id));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      applicationStatus: 'DRAFT',
      tenureMonths: null,
      partnerId: 'P200004',
    });
  });
});
