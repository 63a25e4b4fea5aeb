import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import { findCustomer } from '../auth/customer-records.ts';
import { type AgreementOwner, type AgreementRow, findOwnedAgreement } from './agreement-repository.ts';

/**
 * The caller as an agreement's owner (docs/decisions/067): their user id, with their partner id when they are an SME
 * partner, so that the journey's moves take an individual's, an SME partner's and a staff member's agreement alike
 * and another partner's agreement answers as a missing one.
 */
export async function agreementOwnerOf(db: Queryable, userId: string): Promise<AgreementOwner> {
  const customer = await findCustomer(db, userId);
  const partnerId = customer?.organizationType === 'SME' ? (customer.partnerId ?? null) : null;
  return { userId, partnerId };
}

/** The caller's agreement of any product, or the spec's 404 'Agreement not found'. */
export async function ownedAgreement(
  db: Queryable,
  principal: CustomerPrincipal,
  agreementId: string,
  options: { lock?: boolean } = {},
): Promise<AgreementRow> {
  const owner = await agreementOwnerOf(db, principal.userId);
  const agreement = await findOwnedAgreement(db, agreementId, owner, options);
  if (!agreement) throw notFound('errors.agreementNotFound');
  return agreement;
}
