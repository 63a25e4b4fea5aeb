import { tab } from '@sinar/client/storage';
import type { RegistrationFormInput } from '@sinar/domain';

/**
 * What the applicant has typed into the registration form, kept in this tab's session storage so that a reload or a
 * look at the terms does not lose it, until the registration succeeds. Never the passwords: they are not stored.
 */
const DRAFT_KEY = 'registrationDraft';

type Draft = Omit<RegistrationFormInput, 'password' | 'confirmPassword'>;

function draftOf(values: RegistrationFormInput): Draft {
  const { password: _password, confirmPassword: _confirmPassword, ...draft } = values;
  return draft;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each field of `defaults` takes the stored value of the same type, or stays as it is: a draft written by an older
 * form, or changed by hand, fills only the fields it still matches.
 */
function merged(defaults: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (isRecord(fallback)) result[key] = isRecord(value) ? merged(fallback, value) : fallback;
    else if (typeof value === typeof fallback) result[key] = value;
  }
  return result;
}

/** The form's starting values: the kept draft over `defaults`, the passwords always empty. */
export function restoredRegistration(defaults: RegistrationFormInput): RegistrationFormInput {
  const text = tab.getItem(DRAFT_KEY);
  if (text === null) return defaults;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isRecord(stored)) return defaults;
    const draft = merged(draftOf(defaults), stored) as Draft;
    return { ...draft, password: '', confirmPassword: '' };
  } catch {
    return defaults;
  }
}

export function keepRegistration(values: RegistrationFormInput): void {
  tab.setItem(DRAFT_KEY, JSON.stringify(draftOf(values)));
}

export function forgetRegistration(): void {
  tab.removeItem(DRAFT_KEY);
}
