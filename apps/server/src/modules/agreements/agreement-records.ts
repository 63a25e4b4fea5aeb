import { DomainRuleError, type Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { type AgreementFile, findAgreementFile, isAgreementFileObject } from './agreement-file-repository.ts';
import { agreementOwnerOf } from './agreement-ownership.ts';
import { findOwnedAgreement } from './agreement-repository.ts';
import { findActiveMandates } from './mandate-repository.ts';

/**
 * What others ask of the agreements module: its files (the housekeeping, the steps after signing), and the active
 * mandates and the customer's agreements the monthly direct-debit collection reads.
 */

/** Whether an agreement's file still points at the stored object. */
export function isStoredAgreementFile(db: Queryable, storageKey: string): Promise<boolean> {
  return isAgreementFileObject(db, storageKey);
}

/**
 * The signed agreement a later step works on (stamping, the mandate, disbursement): its stored file, or the spec's
 * 'Agreement not sign, please return to the previous page to sign' when the agreement has not been signed.
 */
export async function signedAgreementFile(db: Queryable, agreementId: string): Promise<AgreementFile> {
  const signed = await findAgreementFile(db, agreementId, 'signedagreementpdf');
  if (!signed) throw new DomainRuleError('errors.agreementNotSigned', {}, 'conflict');
  return signed;
}

/** An agreement's active direct-debit mandate, as the monthly collection reads it: the mandate and its most per debit. */
export interface ActiveMandate {
  readonly agreementId: string;
  readonly mandateId: string;
  readonly maxAmountSen: Sen;
  readonly bankName: string;
  readonly accountNoLast4: string | null;
}

/** The active mandate of each agreement of `agreementIds` that has one, by agreement, in one query. */
export async function activeMandatesOf(
  db: Queryable,
  agreementIds: readonly string[],
): Promise<ReadonlyMap<string, ActiveMandate>> {
  const rows = await findActiveMandates(db, agreementIds);
  return new Map(
    rows.map((row) => [
      row.agreementId,
      {
        agreementId: row.agreementId,
        mandateId: row.id,
        maxAmountSen: row.maxAmountSen,
        bankName: row.bankName,
        accountNoLast4: row.accountNoLast4,
      },
    ]),
  );
}

/** The agreement's number when `userId` is its applicant; undefined otherwise, so that ids cannot be probed. */
export async function customerAgreement(
  db: Queryable,
  agreementId: string,
  userId: string,
): Promise<{ readonly id: string; readonly agreementNo: string } | undefined> {
  const agreement = await findOwnedAgreement(db, agreementId, await agreementOwnerOf(db, userId));
  return agreement && { id: agreement.id, agreementNo: agreement.agreementNo };
}
