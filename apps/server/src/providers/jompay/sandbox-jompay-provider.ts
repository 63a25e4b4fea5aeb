import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  addCalendarDays,
  addSen,
  businessDayOnOrAfter,
  DomainRuleError,
  isBusinessDay,
  type LocalDate,
  MALAYSIA_UTC_OFFSET_MS,
  malaysianDateOf,
  malaysianMidnight,
  nextWorkingDayAfter,
  parseJompayRef1,
  ringgitInputText,
  SANDBOX_FAILURES,
  type SandboxFailureOf,
  type Sen,
  sen,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import {
  type JompayBillPayment,
  JompayFileNotReadyError,
  JompayFileSignatureError,
  type JompayProvider,
  type JompayReconciliationFile,
} from './jompay-provider.ts';

export const JOMPAY_PROVIDER = 'jompay';
export type JompayFailure = SandboxFailureOf<'jompay'>;
export const JOMPAY_FAILURES = SANDBOX_FAILURES.jompay;

/** Payments made from 22:00 (Malaysian time) fall into the next business day's file, as the banks' cut-off has it. */
export const JOMPAY_CUT_OFF_HOUR = 22;
/** The file of a business day is ready from 06:00 on the next calendar day. */
export const JOMPAY_FILE_READY_HOUR = 6;

/** A file as the biller bank delivers it: the text and the bank's HMAC-SHA256 of it (lowercase hex). */
export interface SignedJompayFile extends JompayReconciliationFile {
  readonly signature: string;
}

/** Why the sandbox bank refused a bill payment, as a payer's bank app tells the payer. */
export type JompayPaymentRefusal = 'billerCode' | 'ref1' | 'amount';

export class JompayPaymentRefusedError extends ProviderRejectedError {
  readonly refusal: JompayPaymentRefusal;
  constructor(refusal: JompayPaymentRefusal) {
    super(`the sandbox bank refused the JomPAY payment: ${refusal}`);
    this.refusal = refusal;
  }
}

export interface SandboxJompayPayment {
  readonly id: string;
  readonly billerCode: string;
  readonly ref1: string;
  readonly ref2: string;
  readonly amountSen: Sen;
  readonly bankReference: string;
  readonly paidAt: Date;
  readonly paidOn: LocalDate;
  readonly fileDate: LocalDate;
}

/** The business day whose file takes a payment made at `instant` (the cut-off and non-business days move it on). */
export function jompayFileDateOf(instant: Date): LocalDate {
  const day = malaysianDateOf(instant);
  const hour = new Date(instant.getTime() + MALAYSIA_UTC_OFFSET_MS).getUTCHours();
  if (!isBusinessDay(day)) return businessDayOnOrAfter(day);
  return hour >= JOMPAY_CUT_OFF_HOUR ? nextWorkingDayAfter(day) : day;
}

/** The bank's amount: ringgit with two decimals ('566.67'). */
const amountText = (amountSen: Sen) => ringgitInputText(amountSen);
const compact = (date: LocalDate) => date.replaceAll('-', '');

/**
 * JomPAY as a sandbox (decision 040): it stands in for the payers' banks and for the lender's biller bank. A bill paid
 * on its page (biller code, Ref-1, amount) is refused as a bank refuses it (a biller code not the lender's, a Ref-1
 * whose check digit is wrong), else kept with a bank reference of its own; `reconciliationFile(date)` writes the
 * business day's file in decision 034's layout from the payments kept. Failures on demand: 'unavailable' (the bank
 * cannot be reached), 'fileNotReady' (the next file asked for is not produced yet) and 'corruptLine' (the next file
 * has one payment line garbled, as a transfer may leave it).
 */
export class SandboxJompayProvider implements JompayProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #billerCode: string;
  readonly #switches: SandboxFailureSwitches<JompayFailure>;
  #secret: Promise<string> | undefined;

  constructor(options: { db: Database; clock: Clock; billerCode: string }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#billerCode = options.billerCode;
    this.#switches = new SandboxFailureSwitches(options.db, JOMPAY_PROVIDER);
  }

  get billerCode(): string {
    return this.#billerCode;
  }

  failNext(failure: JompayFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  armedFailures(): Promise<Partial<Record<JompayFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  /** A person pays a bill from their bank: refused as the bank refuses it, else kept for the biller bank's file. */
  async payBill(payment: JompayBillPayment): Promise<SandboxJompayPayment> {
    if (payment.billerCode.trim() !== this.#billerCode) throw new JompayPaymentRefusedError('billerCode');
    let ref1: string;
    try {
      ({ ref1 } = parseJompayRef1(payment.ref1));
    } catch (error) {
      if (error instanceof DomainRuleError) throw new JompayPaymentRefusedError('ref1');
      throw error;
    }
    if (!Number.isSafeInteger(payment.amountSen) || payment.amountSen <= 0)
      throw new JompayPaymentRefusedError('amount');
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox JomPAY unavailable (failure switch)');
    const paidAt = this.#clock.now();
    const bankReference = `JP${compact(malaysianDateOf(paidAt))}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const [row] = await this.#db.query<{ id: string }>(
      `insert into sandbox_jompay_payments (biller_code, ref1, ref2, amount_sen, bank_reference, paid_at, paid_on,
         file_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        this.#billerCode,
        ref1,
        payment.ref2.trim(),
        payment.amountSen,
        bankReference,
        paidAt,
        malaysianDateOf(paidAt),
        jompayFileDateOf(paidAt),
      ],
    );
    if (!row) throw new Error('sandbox JomPAY payment not written');
    return {
      id: row.id,
      billerCode: this.#billerCode,
      ref1,
      ref2: payment.ref2.trim(),
      amountSen: payment.amountSen,
      bankReference,
      paidAt,
      paidOn: malaysianDateOf(paidAt),
      fileDate: jompayFileDateOf(paidAt),
    };
  }

  /** The payments kept for the file of `fileDate`, in the order they were paid. */
  async paymentsOf(fileDate: LocalDate): Promise<SandboxJompayPayment[]> {
    const rows = await this.#db.query<
      Omit<SandboxJompayPayment, 'amountSen'> & { amountSen: string | number }
    >(
      `select id, biller_code as "billerCode", ref1, ref2, amount_sen as "amountSen",
         bank_reference as "bankReference", paid_at as "paidAt", paid_on::text as "paidOn",
         file_date::text as "fileDate"
       from sandbox_jompay_payments where file_date = $1 order by paid_at, bank_reference`,
      [fileDate],
    );
    return rows.map((row) => ({ ...row, amountSen: sen(Number(row.amountSen)) }));
  }

  /** The file of `fileDate` as delivered, then its signature checked, as the host-to-host channel does. */
  async reconciliationFile(fileDate: LocalDate): Promise<JompayReconciliationFile> {
    const delivered = await this.deliveredFile(fileDate);
    await this.verifyFile(delivered);
    return { fileName: delivered.fileName, fileDate: delivered.fileDate, content: delivered.content };
  }

  /** Throws `JompayFileSignatureError` unless the bank signed exactly this content. */
  async verifyFile(file: SignedJompayFile): Promise<void> {
    const expected = Buffer.from(await this.#sign(file.content), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(file.signature) ? file.signature : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new JompayFileSignatureError(file.fileName);
  }

  /**
   * The biller bank's file of a business day, written from the payments kept and signed: ready from 06:00 the next
   * morning. A garbled line ('corruptLine') is the bank's own, so it is signed with the rest.
   */
  async deliveredFile(fileDate: LocalDate): Promise<SignedJompayFile> {
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox JomPAY unavailable (failure switch)');
    const readyAt = new Date(
      malaysianMidnight(addCalendarDays(fileDate, 1)).getTime() + JOMPAY_FILE_READY_HOUR * 3_600_000,
    );
    if (this.#clock.now() < readyAt || (await this.#switches.take('fileNotReady')))
      throw new JompayFileNotReadyError(fileDate);
    const payments = await this.paymentsOf(fileDate);
    const lines = payments.map((payment) =>
      [
        'D',
        payment.billerCode,
        compact(payment.paidOn),
        payment.ref1,
        payment.ref2,
        amountText(payment.amountSen),
        payment.bankReference,
      ].join(','),
    );
    const first = lines[0];
    if (first !== undefined && (await this.#switches.take('corruptLine')))
      // A transfer that garbles a line: the amount's digits turn into letters.
      lines[0] = first.replace(
        /,(\d+)\.(\d{2}),/,
        (_match, whole: string) => `,${'X'.repeat(whole.length)}.??,`,
      );
    const total = addSen(...payments.map((payment) => payment.amountSen));
    const content = [
      `H,${this.#billerCode},${compact(fileDate)}`,
      ...lines,
      `T,${payments.length},${amountText(total)}`,
      '',
    ].join('\r\n');
    return {
      fileName: `JOMPAY_${this.#billerCode}_${compact(fileDate)}.csv`,
      fileDate,
      content,
      signature: await this.#sign(content),
    };
  }

  async #sign(content: string): Promise<string> {
    return createHmac('sha256', await this.#signingSecret())
      .update(content, 'utf8')
      .digest('hex');
  }

  /** The bank's signing secret (table sandbox_provider_keys), made by whichever process asks first. */
  #signingSecret(): Promise<string> {
    this.#secret ??= (async () => {
      await this.#db.query(
        'insert into sandbox_provider_keys (provider, secret) values ($1, $2) on conflict (provider) do nothing',
        [JOMPAY_PROVIDER, randomBytes(32).toString('base64url')],
      );
      const [row] = await this.#db.query<{ secret: string }>(
        'select secret from sandbox_provider_keys where provider = $1',
        [JOMPAY_PROVIDER],
      );
      if (!row) throw new Error('no signing secret for the JomPAY sandbox');
      return row.secret;
    })().catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    return this.#secret;
  }
}
