import { DomainRuleError } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { type AgreementFile, findAgreementFile, isAgreementFileObject } from './agreement-file-repository.ts';

/** What others ask of the agreements module's files: the housekeeping, and the steps after signing. */

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
