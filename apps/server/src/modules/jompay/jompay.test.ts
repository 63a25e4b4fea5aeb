import { randomUUID } from 'node:crypto';
import {
  addSen,
  JOMPAY_PATHS,
  type JompayImport,
  type JompayLine,
  jompayRef1,
  parseRinggit,
  ringgitInputText,
  sen,
  ZERO_SEN,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JompayFileNotReadyError } from '../../providers/jompay/jompay-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { asOfficer, createOfficer, officerHeaders, type TestOfficer } from '../review/testing.ts';
import { type OpenedAccount, openedAccount } from '../servicing/testing.ts';
import { businessDayBefore, JompayService } from './jompay-service.ts';

/**
 * JomPAY from the bank's file to the loan account (decisions 034 and 040): each payment line posted once, whatever
 * repeats it; an unknown Ref-1 parked until an officer posts it or returns it; a wrong check digit rejected.
 */

let t: TestApp;
let team: ReviewTeam;
let operations: TestOfficer;
let account: OpenedAccount;
let ref1: string;
const BILLER = '83212';

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  operations = await createOfficer(t, ['disbursementOfficer'], 'Dina Operations');
  account = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 1_000_000,
    tenureMonths: 24,
    madeOn: '2026-12-01',
  });
  ref1 = jompayRef1(account.agreementNo);
  t.clock.set('2027-01-05T01:00:00Z');
});
afterAll(() => t.close());

/** A bank file in decision 034's layout; the trailer counts and totals the D lines given. */
function bankFile(fileDate: string, lines: readonly (readonly [string, string, string])[]): string {
  const total = addSen(...lines.map(([, amount]) => parseRinggit(amount).sen ?? ZERO_SEN));
  return [
    `H,${BILLER},${fileDate}`,
    ...lines.map(
      ([lineRef1, amount, reference]) => `D,${BILLER},${fileDate},${lineRef1},,${amount},${reference}`,
    ),
    `T,${lines.length},${ringgitInputText(total)}`,
  ].join('\r\n');
}

/** A call that moves money: with an Idempotency-Key, a new one each time unless given. */
async function post(officer: TestOfficer, url: string, payload: object, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await officerHeaders(t, officer)), 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

function upload(officer: TestOfficer, fileName: string, content: string) {
  return post(officer, JOMPAY_PATHS.upload, { fileName, content });
}

/** The account's payments by JomPAY: reference and amount, as its statement lists them. */
async function jompayPayments() {
  const rows = await t.db.query<{ reference: string; amountSen: number }>(
    `select reference, amount_sen as "amountSen" from loan_payments
     where account_id = $1 and channel = 'jompay' order by received_at, reference`,
    [account.accountId],
  );
  return rows.map((row) => [row.reference, Number(row.amountSen)]);
}

/** Instalment rows: no., interest and principal outstanding, the date met. */
async function instalmentRows(upTo: number) {
  const rows = await t.db.query<Record<string, number | string | null>>(
    `select instalment_no as no,
       interest_due_sen - interest_paid_sen as interest, principal_due_sen - principal_paid_sen as principal,
       met_on::text as met
     from loan_instalments where account_id = $1 and instalment_no <= $2 order by instalment_no`,
    [account.accountId, upTo],
  );
  return rows.map((row) => [row.no, Number(row.interest), Number(row.principal), row.met]);
}

async function linesOf(importId: string) {
  const rows = await t.db.query<{
    lineNo: number;
    status: string;
    reasons: string[];
    reference: string | null;
  }>(
    `select line_no as "lineNo", status, reasons, bank_reference as reference from jompay_lines
     where import_id = $1 order by line_no`,
    [importId],
  );
  return rows.map((row) => [row.lineNo, row.status, row.reference, row.reasons]);
}

describe("the bank's daily file, uploaded by an officer", () => {
  const unknownRef1 = jompayRef1('SKL-2026-999999');
  const strayRef1 = jompayRef1('SKL-2026-999998');
  let first: JompayImport;

  it('posts the good line, keeps the repeated one as a duplicate, parks the unknown Ref-1, rejects a bad check digit', async () => {
    const badDigit = `${ref1.slice(0, -1)}${(Number(ref1.slice(-1)) + 1) % 10}`;
    const content = bankFile('20270104', [
      [ref1, '566.67', 'JP20270104000000001'],
      [ref1, '566.67', 'JP20270104000000001'],
      [unknownRef1, '100.00', 'JP20270104000000002'],
      [badDigit, '50.00', 'JP20270104000000003'],
      [strayRef1, '25.50', 'JP20270104000000004'],
    ]);
    const response = await upload(operations, 'JOMPAY_83212_20270104.csv', content);
    expect(response.statusCode).toBe(200);
    first = response.json();
    expect(first).toMatchObject({
      fileName: 'JOMPAY_83212_20270104.csv',
      fileDate: '2027-01-04',
      source: 'upload',
      uploadedBy: operations.id,
      newFile: true,
      counts: { posted: 1, parked: 2, rejected: 1, duplicate: 1 },
      fileProblems: [],
    });
    expect(await linesOf(first.id)).toEqual([
      [2, 'posted', 'JP20270104000000001', []],
      [3, 'duplicate', 'JP20270104000000001', ['servicingRules.jompay.bankReferenceRepeated']],
      [4, 'parked', 'JP20270104000000002', ['servicingRules.jompay.unknownAgreement']],
      [5, 'rejected', 'JP20270104000000003', ['servicingRules.jompay.ref1CheckDigit']],
      [6, 'parked', 'JP20270104000000004', ['servicingRules.jompay.unknownAgreement']],
    ]);
    // RM566.67 met instalment 1: its interest (RM150.00) first, then its principal (RM416.67).
    expect(await jompayPayments()).toEqual([['JP20270104000000001', 56_667]]);
    expect(await instalmentRows(2)).toEqual([
      [1, 0, 0, '2027-01-04'],
      [2, 15_000, 41_667, null],
    ]);
  });

  it('refuses an upload without an Idempotency-Key, reading nothing', async () => {
    const response = await asOfficer(t, operations, 'POST', JOMPAY_PATHS.upload, {
      fileName: 'no-key.csv',
      content: bankFile('20270104', [[ref1, '1.00', 'JP20270104000000099']]),
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.query("select id from jompay_imports where file_name = 'no-key.csv'")).toEqual([]);
  });

  it('imports nothing new when the same file comes again', async () => {
    const content = bankFile('20270104', [
      [ref1, '566.67', 'JP20270104000000001'],
      [ref1, '566.67', 'JP20270104000000001'],
      [unknownRef1, '100.00', 'JP20270104000000002'],
      [`${ref1.slice(0, -1)}${(Number(ref1.slice(-1)) + 1) % 10}`, '50.00', 'JP20270104000000003'],
      [strayRef1, '25.50', 'JP20270104000000004'],
    ]);
    const response = await upload(operations, 'again.csv', content);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, newFile: false, counts: first.counts });
    const uploads = await t.db.query<{ id: string }>("select id from jompay_imports where source = 'upload'");
    expect(uploads).toEqual([{ id: first.id }]);
    expect(await jompayPayments()).toEqual([['JP20270104000000001', 56_667]]);
  });

  it('keeps a line repeating a reference already posted, in another file, as a duplicate that posts nothing', async () => {
    t.clock.set('2027-01-06T01:00:00Z');
    const response = await upload(
      operations,
      'JOMPAY_83212_20270105.csv',
      bankFile('20270105', [[ref1, '566.67', 'JP20270104000000001']]),
    );
    expect(response.json()).toMatchObject({ newFile: true, counts: { posted: 0, duplicate: 1 } });
    expect(await linesOf(response.json().id)).toEqual([
      [2, 'duplicate', 'JP20270104000000001', ['servicingRules.jompay.alreadyImported']],
    ]);
    expect(await jompayPayments()).toEqual([['JP20270104000000001', 56_667]]);
  });

  it('lists the parked lines with their reason, in the officer’s language', async () => {
    const response = await asOfficer(t, operations, 'GET', JOMPAY_PATHS.parked, undefined, 'ms');
    expect(response.statusCode).toBe(200);
    const parked: JompayLine[] = response.json();
    expect(parked.map((line) => [line.ref1, line.amountSen, line.reason])).toEqual([
      [unknownRef1, 10_000, 'Ref-1 tidak merujuk kepada mana-mana perjanjian kami.'],
      [strayRef1, 2_550, 'Ref-1 tidak merujuk kepada mana-mana perjanjian kami.'],
    ]);
  });

  it('posts a parked line to the account an officer names, once, with the remark in the audit trail', async () => {
    const [parked] = (await asOfficer(t, operations, 'GET', JOMPAY_PATHS.parked)).json() as JompayLine[];
    if (!parked) throw new Error('no parked line');
    const remark = 'Customer sent the bank slip: Ref-1 mistyped as another serial';
    const key = randomUUID();
    const response = await post(
      operations,
      JOMPAY_PATHS.assign(parked.id),
      { agreementNo: account.agreementNo, remark },
      key,
    );
    expect(response.statusCode).toBe(200);
    // Sent again under its key (a lost answer), the stored answer comes back; nothing is posted twice.
    const replayed = await post(
      operations,
      JOMPAY_PATHS.assign(parked.id),
      { agreementNo: account.agreementNo, remark },
      key,
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(response.json());
    expect(response.json()).toMatchObject({ status: 'posted', agreementNo: account.agreementNo, remark });
    // RM100.00 goes to instalment 2: its interest first.
    expect(await jompayPayments()).toEqual([
      ['JP20270104000000001', 56_667],
      ['JP20270104000000002', 10_000],
    ]);
    expect(await instalmentRows(2)).toEqual([
      [1, 0, 0, '2027-01-04'],
      [2, 5_000, 41_667, null],
    ]);
    const again = await post(operations, JOMPAY_PATHS.assign(parked.id), {
      agreementNo: account.agreementNo,
      remark,
    });
    expect(again.statusCode).toBe(409);
    expect(await jompayPayments()).toHaveLength(2);
    const [audit] = await t.db.query<Record<string, unknown>>(
      `select actor_id as "actorId", actor_role as "actorRole", before, after, remark from audit_events
       where action = 'jompayLine.assign' and subject_id = $1`,
      [parked.id],
    );
    expect(audit).toEqual({
      actorId: operations.id,
      actorRole: 'disbursementOfficer',
      before: { status: 'parked', amountSen: 10_000 },
      after: { status: 'posted', amountSen: 10_000, agreementNo: account.agreementNo },
      remark,
    });
    const [counted] = await t.db.query<{ posted: number; parked: number }>(
      'select posted, parked from jompay_imports where id = $1',
      [first.id],
    );
    expect(counted).toEqual({ posted: 2, parked: 1 });
  });

  it('marks a parked line for return to the payer, audited, and it leaves the parked list', async () => {
    const [parked] = (await asOfficer(t, team.admin, 'GET', JOMPAY_PATHS.parked)).json() as JompayLine[];
    if (!parked) throw new Error('no parked line');
    const response = await post(team.admin, JOMPAY_PATHS.markForReturn(parked.id), {
      remark: 'Payer has no account with us; bank asked to refund',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'returned', amountSen: 2_550 });
    expect((await asOfficer(t, team.admin, 'GET', JOMPAY_PATHS.parked)).json()).toEqual([]);
    const [audit] = await t.db.query<Record<string, unknown>>(
      `select actor_role as "actorRole", before, after from audit_events
       where action = 'jompayLine.return' and subject_id = $1`,
      [parked.id],
    );
    expect(audit).toEqual({
      actorRole: 'admin',
      before: { status: 'parked', amountSen: 2_550 },
      after: { status: 'returned', amountSen: 2_550 },
    });
    expect(await jompayPayments()).toHaveLength(2);
  });

  it('lists the imports, newest first, with their counts', async () => {
    const response = await asOfficer(t, operations, 'GET', JOMPAY_PATHS.imports);
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as JompayImport[])
        .filter((item) => item.source === 'upload')
        .map((item) => [item.fileName, item.counts]),
    ).toEqual([
      ['JOMPAY_83212_20270105.csv', { posted: 0, parked: 0, rejected: 0, duplicate: 1 }],
      ['JOMPAY_83212_20270104.csv', { posted: 2, parked: 0, rejected: 1, duplicate: 1 }],
    ]);
  });

  it('refuses an officer without the right: a verifier can neither read, upload nor assign', async () => {
    const content = bankFile('20270106', [[ref1, '1.00', 'JP20270106000000009']]);
    expect((await upload(team.verifier, 'x.csv', content)).statusCode).toBe(403);
    expect((await asOfficer(t, team.verifier, 'GET', JOMPAY_PATHS.parked)).statusCode).toBe(403);
    expect((await asOfficer(t, team.verifier, 'GET', JOMPAY_PATHS.imports)).statusCode).toBe(403);
    expect(
      (
        await post(team.verifier, JOMPAY_PATHS.assign(first.id), {
          agreementNo: account.agreementNo,
          remark: 'Not mine to do',
        })
      ).statusCode,
    ).toBe(403);
    expect(await jompayPayments()).toHaveLength(2);
  });
});

describe('the daily import job, from the sandbox bank', () => {
  it('asks again while the file is not ready, imports it once, and reads a corrupt line as rejected', async () => {
    const jompay = new JompayService({ db: t.db, clock: t.clock, provider: t.jompay, billerCode: BILLER });
    // Paid on Thursday 7 January 2027 at 10:00 and 10:01, and at 22:30 (after the cut-off: Friday's file).
    t.clock.set('2027-01-07T02:00:00Z');
    const paid = await t.jompay.payBill({ billerCode: BILLER, ref1, ref2: '', amountSen: sen(20_000) });
    t.clock.set('2027-01-07T02:01:00Z');
    const stray = await t.jompay.payBill({
      billerCode: BILLER,
      ref1: jompayRef1('SKL-2026-999997'),
      ref2: '',
      amountSen: sen(1_234),
    });
    t.clock.set('2027-01-07T14:30:00Z');
    const late = await t.jompay.payBill({ billerCode: BILLER, ref1, ref2: '', amountSen: sen(30_000) });
    expect([paid.fileDate, stray.fileDate, late.fileDate]).toEqual([
      '2027-01-07',
      '2027-01-07',
      '2027-01-08',
    ]);

    // Before 06:00 the next morning the bank has no file; then a failure switch holds it back once more.
    t.clock.set('2027-01-07T21:00:00Z');
    await expect(jompay.runImport('2027-01-07')).rejects.toBeInstanceOf(JompayFileNotReadyError);
    t.clock.set('2027-01-07T23:00:00Z');
    await t.jompay.failNext('fileNotReady');
    await t.jompay.failNext('corruptLine');
    await expect(jompay.runImport('2027-01-07')).rejects.toBeInstanceOf(JompayFileNotReadyError);
    const imported = await jompay.runImport('2027-01-07');
    expect(imported).toMatchObject({
      source: 'job',
      fileDate: '2027-01-07',
      counts: { posted: 0, parked: 1, rejected: 1, duplicate: 0 },
    });
    expect(imported?.fileProblems).toEqual([]);
    expect(await jompay.runImport('2027-01-07')).toBeNull();

    // The corrupt line was the first payment's: an officer posts it once the bank sends the day's file again,
    // here by uploading the file as it should have been.
    const good = await t.jompay.reconciliationFile('2027-01-07');
    const again = await jompay.importFile({
      fileName: good.fileName,
      content: good.content,
      source: 'upload',
      uploadedBy: operations.id,
    });
    expect(again).toMatchObject({ posted: 1, parked: 0, duplicate: 1 });
    expect(await jompayPayments()).toEqual([
      ['JP20270104000000001', 56_667],
      ['JP20270104000000002', 10_000],
      [paid.bankReference, 20_000],
    ]);
    const [run] = await t.db.query<{ status: string }>(
      "select status from jompay_import_runs where file_date = '2027-01-07'",
    );
    expect(run?.status).toBe('done');
    const [next] = await t.db.query<{ runAt: Date }>(
      `select run_at as "runAt" from jobs where kind = 'jompay.import' and payload->>'fileDate' = '2027-01-08'`,
    );
    expect(next?.runAt.toISOString()).toBe('2027-01-10T23:00:00.000Z');
  });

  it("queues at start the last business day's import, and again every earlier one not done", async () => {
    const jompay = new JompayService({ db: t.db, clock: t.clock, provider: t.jompay, billerCode: BILLER });
    // Tuesday 12 January, 09:00 in Malaysia: Monday's file is the last; Friday's was queued and never done.
    t.clock.set('2027-01-12T01:00:00Z');
    expect(await jompay.resumeRuns()).toEqual(['2027-01-08']);
    const runs = await t.db.query<{ fileDate: string; status: string }>(
      `select file_date::text as "fileDate", status from jompay_import_runs order by file_date`,
    );
    expect(runs).toEqual([
      { fileDate: '2027-01-07', status: 'done' },
      { fileDate: '2027-01-08', status: 'scheduled' },
      { fileDate: '2027-01-11', status: 'scheduled' },
    ]);
    const [monday] = await t.db.query<{ runAt: Date }>(
      `select run_at as "runAt" from jobs where kind = 'jompay.import' and payload->>'fileDate' = '2027-01-11'`,
    );
    expect(monday?.runAt.toISOString()).toBe('2027-01-11T23:00:00.000Z');
    // Asked again at another start, nothing more is queued for Monday.
    await jompay.resumeRuns();
    const mondayJobs = await t.db.query(
      `select id from jobs where kind = 'jompay.import' and payload->>'fileDate' = '2027-01-11'`,
    );
    expect(mondayJobs).toHaveLength(1);
  });

  it('names the business day before a date', () => {
    expect(businessDayBefore('2027-01-11')).toBe('2027-01-08');
    expect(businessDayBefore('2027-01-08')).toBe('2027-01-07');
  });
});
