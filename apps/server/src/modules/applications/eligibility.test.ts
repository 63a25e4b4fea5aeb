import { APPLICATION_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AISYAH,
  type ApplicationsTestApp,
  CHECK,
  call,
  createApplicationsTestApp,
  draftOf,
  type TestPerson,
} from './testing.ts';

let t: ApplicationsTestApp;

beforeAll(async () => {
  t = await createApplicationsTestApp();
});
afterAll(() => t.close());

async function checkAs(person: Partial<TestPerson>, body: Record<string, unknown> = {}) {
  const who = await t.applicant(person);
  return call(t, who, 'POST', APPLICATION_PATHS.eligibility, { ...CHECK, ...body });
}

/** The sandbox operator's seeded lines (README, 'The sandbox telecom operator'), each with its holder's NRIC. */
const line = (phoneNo: string, nric: string): Partial<TestPerson> => ({ phoneNo, nric });

describe('the eligibility check', () => {
  it('finds Aisyah eligible, with the maximum her salary carries, and records the check', async () => {
    const response = await checkAs(AISYAH);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    // 60% of RM4,000 = RM2,400 a month; over 12 months at 1.5% a month: 2,400 x 12 / 1.18 = RM24,406, capped at
    // the product's RM10,000.
    expect(result).toMatchObject({
      eligible: true,
      reasons: [],
      maxEligibleAmountSen: 1_000_000,
      amountSen: 500_000,
      tenureMonths: 12,
      campaignCode: null,
    });
    const [row] = await t.db.query<{ eligible: boolean; telecom_facts: Record<string, unknown> }>(
      'select eligible, telecom_facts from eligibility_checks where id = $1',
      [result.checkId],
    );
    expect(row?.eligible).toBe(true);
    expect(row?.telecom_facts).toMatchObject({ found: true, status: 'active', lineRole: 'principal' });
    expect(JSON.stringify(row?.telecom_facts)).not.toContain('900615');
  });

  it('rounds a small salary down to the RM1,000 step', async () => {
    // RM1,600 net: 60% = RM960 a month over 6 months at 1.5%: 960 x 6 / 1.09 = RM5,284 -> RM5,000.
    const response = await checkAs({}, { netSalarySen: 160_000, tenureMonths: 6, amountSen: 100_000 });
    expect(response.json()).toMatchObject({ eligible: true, maxEligibleAmountSen: 500_000 });
  });

  it.each([
    [
      'account below 6 months',
      line('0123000002', '880302105431'),
      'eligibility.reasons.accountBelowSixMonths',
    ],
    ['bill overdue', line('0123000003', '850917086213'), 'eligibility.reasons.billOverdue'],
    ['suspended now', line('0123000004', '920411015528'), 'eligibility.reasons.suspensionRecord'],
    ['suspension record', line('0123000005', '870828075066'), 'eligibility.reasons.suspensionRecord'],
    ['supplementary line', line('0123000006', '950120035244'), 'eligibility.reasons.notPrincipalHolder'],
    ['prepaid line', line('0123000007', '930705115137'), 'eligibility.reasons.accountBelowSixMonths'],
    ['aged 61', line('0123000009', '650615025111'), 'eligibility.reasons.ageOutOfRange'],
    ['aged 17', line('0123000010', '091120105577'), 'eligibility.reasons.ageOutOfRange'],
    [
      'registered with another NRIC',
      line('0123000011', '900101145673'),
      'eligibility.reasons.invalidPersonalData',
    ],
    ['terminated line', line('0123000008', '820214125019'), 'eligibility.reasons.invalidPersonalData'],
    ['unknown line', line('0199999999', '900101145675'), 'eligibility.reasons.invalidPersonalData'],
    ['not a citizen', { icType: 'MYPR' as const }, 'eligibility.reasons.notCitizen'],
  ])('gives the reason for a %s', async (_name, person, reason) => {
    const response = await checkAs(person);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ eligible: false, maxEligibleAmountSen: 0 });
    expect(response.json().reasons).toContain(reason);
  });

  it.each([
    // registered gross range (code), net salary typed -> the income reasons (none: eligible)
    ['RM4,000 - RM4,999, a low net salary', '4', 149_999, []],
    ['RM4,000 - RM4,999, net above its top', '4', 500_000, ['eligibility.reasons.netSalaryAboveGrossRange']],
    ['below RM2,000, net RM1,500', '1', 150_000, []],
    ['below RM2,000, net under RM1,500', '1', 149_999, ['eligibility.reasons.netSalaryBelowMinimum']],
  ])('judges the income of %s on its own rules', async (_case, grossSalaryRangeId, netSalarySen, reasons) => {
    const response = await checkAs({ grossSalaryRangeId }, { netSalarySen });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ eligible: reasons.length === 0, reasons });
  });

  it('judges the gross income by the registered range alone, whatever net salary is typed', async () => {
    // A range an administrator may add, wholly below the minimum.
    await t.db.query(
      `insert into master_list_items (list, company, code, name_en, name_ms, attributes)
       values ('grossSalaryRange', 'all', '90', 'Below RM1,500', 'Bawah RM1,500', '{"minSen":0,"maxSen":149999}')`,
    );
    for (const netSalarySen of [100_000, 149_999]) {
      const response = await checkAs({ grossSalaryRangeId: '90' }, { netSalarySen });
      expect(response.json().reasons).toEqual(['eligibility.reasons.incomeBelowMinimum']);
    }
  });

  it('records a check that is not eligible too, with the identity and the range it judged', async () => {
    const response = await checkAs(
      { grossSalaryRangeId: '1', nric: '920411109001' },
      { netSalarySen: 120_000 },
    );
    const [row] = await t.db.query(
      `select eligible, reasons, applicant_nric as "applicantNric", gross_salary_range_code as "rangeCode",
         gross_salary_min_sen as "minSen", gross_salary_max_sen as "maxSen"
       from eligibility_checks where id = $1`,
      [response.json().checkId],
    );
    expect(row).toEqual({
      eligible: false,
      reasons: ['eligibility.reasons.netSalaryBelowMinimum'],
      applicantNric: '920411109001',
      rangeCode: '1',
      minSen: 0,
      maxSen: 199_999,
    });
  });

  it('keeps every check: a repeated check with another figure is a row of its own', async () => {
    const who = await t.applicant({ grossSalaryRangeId: '1' });
    const ids: string[] = [];
    for (const netSalarySen of [120_000, 140_000, 160_000]) {
      const response = await call(t, who, 'POST', APPLICATION_PATHS.eligibility, { ...CHECK, netSalarySen });
      ids.push(response.json().checkId);
    }
    const rows = await t.db.query<{ id: string; netSalarySen: number; eligible: boolean }>(
      `select id, net_salary_sen as "netSalarySen", eligible from eligibility_checks
       where user_id = $1 order by net_salary_sen`,
      [who.userId],
    );
    expect(rows).toEqual([
      { id: ids[0], netSalarySen: 120_000, eligible: false },
      { id: ids[1], netSalarySen: 140_000, eligible: false },
      { id: ids[2], netSalarySen: 160_000, eligible: true },
    ]);
  });

  it("says the gross salary is missing when the profile holds no range ('Gross salary value not found')", async () => {
    for (const grossSalaryRangeId of [null, '77']) {
      const response = await checkAs({ grossSalaryRangeId });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Gross salary value not found in user profile');
    }
  });

  it("accepts the variant's own campaign and referral codes, normalised", async () => {
    expect((await checkAs({}, { campaignCode: 'sinar20' })).json().campaignCode).toBe('SINAR20');
    expect((await checkAs({}, { campaignCode: 'P100234' })).json().campaignCode).toBe('P100234');
    const islamic = await checkAs({}, { campaignCode: 'berkat-i', applicationType: 'islamic' });
    expect(islamic.json().campaignCode).toBe('BERKAT-I');
  });

  it.each([
    ['an unknown code', { campaignCode: 'NOSUCH' }],
    ['an expired campaign', { campaignCode: 'MERDEKA25' }],
    ["the other variant's code", { campaignCode: 'SINAR20', applicationType: 'islamic' }],
  ])('answers Invalid campaign code on the field for %s, and records nothing', async (_name, body) => {
    const before = await t.db.query('select id from eligibility_checks');
    const response = await checkAs({}, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid campaign code',
      fieldErrors: { campaignCode: 'Invalid campaign code' },
    });
    expect(await t.db.query('select id from eligibility_checks')).toHaveLength(before.length);
  });

  it('refuses the form itself with its field errors', async () => {
    const response = await checkAs({}, { amountSen: 50_000, loanReasonId: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain('loanReasonId');
  });

  it('refuses a user still waiting after a rejection, saying until when', async () => {
    const who = await t.applicant();
    await t.db.query('update users set allow_to_apply_new_loan_after = $2 where id = $1', [
      who.userId,
      '2027-02-23T02:00:00Z',
    ]);
    const response = await call(t, who, 'POST', APPLICATION_PATHS.eligibility, CHECK);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot make a new application until 2027-02-23.');
    const malay = await call(t, who, 'POST', `${APPLICATION_PATHS.eligibility}?lang=ms`, CHECK);
    expect(malay.json().message).toBe('Anda tidak boleh membuat permohonan baharu sehingga 2027-02-23.');
  });

  it('lets the user apply again once the waiting time is over', async () => {
    const who = await t.applicant();
    await t.db.query('update users set allow_to_apply_new_loan_after = $2 where id = $1', [
      who.userId,
      '2026-11-01T00:00:00Z',
    ]);
    expect((await call(t, who, 'POST', APPLICATION_PATHS.eligibility, CHECK)).statusCode).toBe(200);
  });

  it('refuses while another application is in progress, naming it', async () => {
    const who = await t.applicant();
    const draft = await draftOf(t, who);
    const response = await call(t, who, 'POST', APPLICATION_PATHS.eligibility, CHECK);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(draft.applicationNo);
  });

  it('is for individuals only, and needs a login', async () => {
    const staff = await t.applicant({ organizationType: 'STAFF', phoneNo: null as unknown as string });
    expect((await call(t, staff, 'POST', APPLICATION_PATHS.eligibility, CHECK)).statusCode).toBe(403);
    expect((await call(t, null, 'POST', APPLICATION_PATHS.eligibility, CHECK)).statusCode).toBe(401);
  });

  it('asks for the NRIC when the profile has none', async () => {
    const response = await checkAs({ nric: null, icType: null });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Please add your NRIC to your profile before checking your eligibility.',
    );
  });

  it('says the operator is unreachable when its API is down, recording nothing', async () => {
    const response = await checkAs({ phoneNo: '0123000999' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('telecom operator');
  });
});
