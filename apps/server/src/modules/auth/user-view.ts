import { ageFromNric, type LoginMethod, nricInfo, type SmeUser, type UserProfile } from '@sinar/domain';
import { malaysianDateOf } from '../../lib/clock.ts';
import type { CustomerTokenSubject } from './token-service.ts';
import type { UserRow } from './user-repository.ts';

/** The name a user logs in with, for the `username` claim: the partner id, else the phone, else the email. */
export function usernameOf(user: UserRow): string {
  return user.partnerId ?? user.phoneNo ?? user.email ?? user.id;
}

export function tokenSubjectOf(user: UserRow, sessionId: string, loginMethod: string): CustomerTokenSubject {
  return {
    userId: user.id,
    sessionId,
    email: user.email,
    organizationType: user.organizationType,
    username: usernameOf(user),
    name: user.fullName,
    latestApplicationDetailsId: user.latestApplicationId,
    loginMethod: loginMethod as LoginMethod,
  };
}

/** `identityLocked`: whether an application binds the NRIC and name (identity-lock.ts). */
export function userProfileOf(user: UserRow, now: Date, identityLocked: boolean): UserProfile {
  const info = user.nric ? nricInfo(user.nric) : null;
  return {
    id: user.id,
    organizationType: user.organizationType,
    fullName: user.fullName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    phoneNo: user.phoneNo,
    icType: user.icType,
    nric: user.nric,
    dateOfBirth: info?.valid ? info.dateOfBirth : null,
    age: user.nric ? ageFromNric(user.nric, malaysianDateOf(now)) : null,
    raceId: user.raceId,
    residentialAddress1: user.residentialAddress1,
    residentialAddress2: user.residentialAddress2,
    residentialAddress3: user.residentialAddress3,
    postcode: user.postcode,
    city: user.city,
    state: user.state,
    grossSalaryRangeId: user.grossSalaryRangeId,
    partnerId: user.organizationType === 'SME' ? user.partnerId : user.referralPartnerId,
    tinNumber: user.tinNumber,
    brands: user.brands,
    marketingConsent: user.marketingConsent,
    marketingConsentAt: user.marketingConsentAt?.toISOString() ?? null,
    latestApplicationId: user.latestApplicationId,
    latestAgreementId: user.latestAgreementId,
    allowToApplyNewLoanAfterDateTime: user.allowToApplyNewLoanAfter?.toISOString() ?? null,
    passwordIsTemporary: user.passwordIsTemporary,
    identityLocked,
    createdAt: user.createdAt.toISOString(),
  };
}

export function smeUserOf(user: UserRow): SmeUser {
  return {
    id: user.id,
    partnerId: user.partnerId ?? '',
    fullName: user.fullName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    phoneNo: user.phoneNo,
    partnerType: (user.partnerType ?? 'INDIVIDUAL') as SmeUser['partnerType'],
    companyName: user.companyName,
    tinNumber: user.tinNumber,
    passwordIsTemporary: user.passwordIsTemporary,
    createdAt: user.createdAt.toISOString(),
  };
}
