import type { StaffRegistrationFormInput } from '@sinar/domain';

/**
 * The registration just sent, kept in memory only (never in storage: it holds the password) so that the
 * verification page can ask for a new code. A reload forgets it; the page then offers to register again.
 */
let pending: StaffRegistrationFormInput | null = null;

export function rememberRegistration(form: StaffRegistrationFormInput): void {
  pending = form;
}

export function pendingRegistration(email: string): StaffRegistrationFormInput | null {
  return pending && pending.email === email ? pending : null;
}

export function forgetRegistration(): void {
  pending = null;
}
