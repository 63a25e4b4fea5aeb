import { maskNric } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { type CustomerMatchRow, findCustomers } from './customer-lookup-repository.ts';
import {
  findUserByEmail,
  findUserById,
  findUserEvenDeleted,
  insertUserAuditEvent,
  isNricHeldByAnother,
  type UserRow,
  updateUser,
  userNames,
} from './user-repository.ts';

/**
 * Customers as the other modules see them and change them: the account without its secrets, and the two things an
 * application records on it (the latest application, the date a rejected applicant may apply again).
 */
export type Customer = Omit<UserRow, 'passwordHash' | 'temporaryPasswordHash' | 'temporaryPasswordExpiresAt'>;

function withoutSecrets(user: UserRow): Customer {
  const {
    passwordHash: _password,
    temporaryPasswordHash: _temporary,
    temporaryPasswordExpiresAt: _expiry,
    ...rest
  } = user;
  return rest;
}

/** A live account (not deleted); `lock` holds its row for the rest of the transaction. */
export async function findCustomer(
  db: Queryable,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Customer | null> {
  const user = await findUserById(db, userId, options);
  return user ? withoutSecrets(user) : null;
}

/** The account even when deleted: an application already made is still reviewed, and its applicant named. */
export async function findCustomerOfRecord(db: Queryable, userId: string): Promise<Customer | null> {
  const user = await findUserEvenDeleted(db, userId);
  return user ? withoutSecrets(user) : null;
}

/** Full names by user id, in one query whatever the number asked for. */
export function customerNames(db: Queryable, userIds: readonly string[]): Promise<Map<string, string>> {
  return userNames(db, [...new Set(userIds)]);
}

export async function recordLatestApplication(
  tx: Queryable,
  userId: string,
  applicationId: string,
): Promise<Customer> {
  return withoutSecrets(await updateUser(tx, userId, { latestApplicationId: applicationId }));
}

/** A rejected applicant may apply again only after this moment. */
export async function holdNewApplicationsUntil(tx: Queryable, userId: string, until: Date): Promise<void> {
  await updateUser(tx, userId, { allowToApplyNewLoanAfter: until });
}

/** The admin's look-up of customers by name, email, phone, NRIC or application number. */
export function searchCustomers(db: Queryable, text: string): Promise<CustomerMatchRow[]> {
  return findCustomers(db, text);
}

/** Whether another live customer holds the NRIC (a correction may not give it to a second one). */
export function nricHeldByAnother(db: Queryable, userId: string, nric: string): Promise<boolean> {
  return isNricHeldByAnother(db, userId, nric);
}

/**
 * An admin's correction of the customer's identity (the NRIC, its card type unchanged, and the name as on the card),
 * kept in the account's own history beside the officers' audit entry the caller records.
 */
export async function correctCustomerIdentity(
  tx: Queryable,
  userId: string,
  identity: { readonly nric: string; readonly fullName: string },
  officerId: string,
): Promise<Customer> {
  const before = await findUserById(tx, userId);
  if (!before) throw new Error(`customer ${userId} vanished during an identity correction`);
  const after = await updateUser(tx, userId, { nric: identity.nric, fullName: identity.fullName });
  await insertUserAuditEvent(tx, {
    userId,
    actorKind: 'officer',
    actorId: officerId,
    event: 'identity-corrected',
    // Masked as the officers' trail keeps it.
    before: { nric: before.nric && maskNric(before.nric), fullName: before.fullName },
    after: { nric: after.nric && maskNric(after.nric), fullName: after.fullName },
  });
  return withoutSecrets(after);
}

/** A live individual customer by their email (the demo data finds its customers so). */
export async function findIndividualByEmail(db: Queryable, email: string): Promise<Customer | null> {
  const user = await findUserByEmail(db, 'INDIVIDUAL', email);
  return user ? withoutSecrets(user) : null;
}
