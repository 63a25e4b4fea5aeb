import { z } from 'zod';
import type { CatalogKey } from '../i18n/catalog-key.ts';
import { bankAccountProblem } from '../identity/bank-account.ts';
import { EMAIL_MAX_LENGTH, isEmailAddress, normaliseEmail } from '../identity/email.ts';
import { IDENTITY_CARD_TYPES } from '../identity/identity-card-type.ts';
import { NRIC_PROBLEMS, nricInfo } from '../identity/nric.ts';
import { checkMalaysianMobile, checkPhoneWithCountryCode, parseMalaysianMobile } from '../identity/phone.ts';
import type { PostcodeLookup } from '../identity/postcode.ts';
import { tinInfo } from '../identity/tin.ts';
import { INDIVIDUAL_PRODUCT, type ProductBounds } from '../loan/constants.ts';
import { loanTermsProblems } from '../loan/loan-terms.ts';
import { type LocalDate, parseLocalDate } from '../loan/schedule.ts';
import { type Sen, senToRinggit } from '../money/sen.ts';

/**
 * The building blocks every form schema is made of, so that a phone number, an NRIC or a password is checked the
 * same way on every screen and on the server.
 *
 * Conventions:
 * - Every message is a catalog key; a message with placeholders carries their values in the issue's `params`
 *   (./form-issues.ts reads both).
 * - A field reports one problem at a time, the first that applies (empty, then not digits, then the wrong length...),
 *   so the customer fixes one thing at a time.
 * - Field rules never abort the parse, so rules across fields (passwords match, loan terms) still run and every
 *   problem of the form shows at once. Only a value of the wrong type (missing altogether) stops them.
 * - Text is trimmed; passwords never are.
 */

/** A problem found by a rule: a catalog key, with the values of its placeholders when it has any. */
export type FieldProblem =
  | CatalogKey
  | { readonly key: CatalogKey; readonly params: Record<string, string | number> };

/** A check of a trimmed, non-empty text. */
export type TextRule = (value: string) => FieldProblem | null;

/** Zod's `error` option with a catalog key as the message: `z.number(catalogMessage('forms.fields.amountRequired'))`. */
export function catalogMessage(key: CatalogKey): { readonly error: CatalogKey } {
  return { error: key };
}

export function addProblem(ctx: z.RefinementCtx, problem: FieldProblem, path?: PropertyKey[]): void {
  const { key, params } = typeof problem === 'string' ? { key: problem, params: undefined } : problem;
  ctx.addIssue({ code: 'custom', message: key, ...(params ? { params } : {}), ...(path ? { path } : {}) });
}

function firstProblem(value: string, rules: readonly TextRule[]): FieldProblem | null {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}

export const TEXT_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8; // spec 000 section 9
/** Long passphrases are welcome; the cap only keeps a megabyte 'password' away from the hashing. */
export const PASSWORD_MAX_LENGTH = 128;

export const maxLength =
  (max: number): TextRule =>
  (value) =>
    value.length > max ? { key: 'validation.tooLong', params: { max } } : null;

export const digitsOnly: TextRule = (value) => (/^\d+$/.test(value) ? null : 'validation.numbersOnly');

export const exactLength =
  (length: number, problem: FieldProblem): TextRule =>
  (value) =>
    value.length === length ? null : problem;

/** A text the customer must fill in; `requiredKey` is its own prompt ('Please Enter Your Full Name'). */
export function requiredText(requiredKey: CatalogKey, ...rules: TextRule[]) {
  const checks = rules.length > 0 ? rules : [maxLength(TEXT_MAX_LENGTH)];
  return z
    .string({ error: requiredKey })
    .trim()
    .superRefine((value, ctx) => {
      const problem = value === '' ? requiredKey : firstProblem(value, checks);
      if (problem) addProblem(ctx, problem);
    });
}

/** A text the customer may leave empty; empty comes out as undefined. */
export function optionalText(...rules: TextRule[]) {
  const checks = rules.length > 0 ? rules : [maxLength(TEXT_MAX_LENGTH)];
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : firstProblem(value, checks);
      if (problem) addProblem(ctx, problem);
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** The code of an option picked from a master list (race, bank, relationship...). */
export function requiredSelect(requiredKey: CatalogKey) {
  return requiredText(requiredKey, maxLength(50));
}

/**
 * A name as written on an identity card: letters of any script, and the marks Malaysian names use ('@', '/' in
 * 'A/L' and 'A/P', apostrophes, dots, commas, hyphens, brackets). Runs of spaces become one.
 */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'@/()-]*$/u;
export const NAME_MAX_LENGTH = 150;

export function personNameField(requiredKey: CatalogKey) {
  return requiredText(requiredKey, maxLength(NAME_MAX_LENGTH), (value) =>
    PERSON_NAME.test(value) ? null : 'forms.fields.nameInvalid',
  ).overwrite((value) => value.replace(/\s+/g, ' '));
}

/** A partner (referrer) id, optional: letters and digits; whether it exists is for the server to say. */
export const partnerIdField = optionalText(maxLength(20), (value) =>
  /^[A-Za-z0-9]+$/.test(value) ? null : 'forms.fields.partnerIdInvalid',
);

export const identityCardTypeField = z.enum(
  IDENTITY_CARD_TYPES,
  catalogMessage('forms.fields.icTypeRequired'),
);

function nricPart(length: number, lengthKey: CatalogKey) {
  return requiredText('identity.nric.required', digitsOnly, exactLength(length, lengthKey));
}

/**
 * The NRIC in its three boxes, 6-2-4 digits (spec 000 section 5, 'Update profile'). A well-formed number that is
 * still not valid is reported on the box at fault: the date of birth (first box) or the place of birth (second).
 */
export const nricPartsField = z
  .object(
    {
      part1: nricPart(6, 'identity.nric.part1Length'),
      part2: nricPart(2, 'identity.nric.part2Length'),
      part3: nricPart(4, 'identity.nric.part3Length'),
    },
    catalogMessage('identity.nric.required'),
  )
  .superRefine((parts, ctx) => {
    const info = nricInfo(parts);
    // A malformed box has already said what is wrong with it.
    if (info.valid || info.reason === NRIC_PROBLEMS.format) return;
    addProblem(ctx, info.reason, [info.reason === NRIC_PROBLEMS.birthDate ? 'part1' : 'part2']);
  });

/**
 * The NRIC typed in one box, with or without dashes (a director's or partner's, spec 001 section 5: 'Please enter a
 * valid NRIC'); comes out as the 12 digits.
 */
export function nricField(requiredKey: CatalogKey) {
  return requiredText(requiredKey, (value) =>
    nricInfo(value).valid ? null : 'identity.nric.invalid',
  ).overwrite((value) => {
    const info = nricInfo(value);
    return info.valid ? info.nric : value;
  });
}

/** A Malaysian mobile number; comes out in the national form '0123456789'. */
export function malaysianMobileField(requiredKey: CatalogKey) {
  return requiredText(requiredKey, (value) => {
    const checked = checkMalaysianMobile(value);
    return checked.valid ? null : checked.reason;
  }).overwrite((value) => parseMalaysianMobile(value)?.national ?? value);
}

/** A phone number of any country, with its country code: '+60312345678'. */
export function phoneWithCountryCodeField(requiredKey: CatalogKey) {
  return requiredText(requiredKey, (value) => {
    const checked = checkPhoneWithCountryCode(value);
    return checked.valid ? null : checked.reason;
  });
}

const emailRule: TextRule = (value) => (isEmailAddress(value) ? null : 'validation.invalidEmail');

/** An email address, in lower case; further rules see the address once it is a valid one. */
export function emailField(
  requiredKey: CatalogKey,
  invalidKey: CatalogKey = 'validation.invalidEmail',
  ...rules: TextRule[]
) {
  return requiredText(
    requiredKey,
    (value) => (emailRule(value) ? invalidKey : null),
    ...rules.map(
      (rule): TextRule =>
        (value) =>
          rule(normaliseEmail(value)),
    ),
  ).overwrite(normaliseEmail);
}

export function optionalEmailField(invalidKey: CatalogKey = 'validation.invalidEmail') {
  return optionalText(maxLength(EMAIL_MAX_LENGTH), (value) =>
    emailRule(value) ? invalidKey : null,
  ).transform((value) => (value === undefined ? undefined : normaliseEmail(value)));
}

/**
 * A postcode Pos Malaysia uses. The lookup is passed in rather than imported, so that the postcode data stays out
 * of every bundle that does not show an address (see ../identity/postcode.ts).
 */
export function postcodeField(lookupPostcode: PostcodeLookup) {
  return requiredText('forms.fields.postcodeRequired', digitsOnly, (value) =>
    lookupPostcode(value) ? null : 'errors.invalidPostcode',
  );
}

/**
 * Address lines 1-3 and postcode (spec 000 section 3); the city and state are filled from the postcode by
 * `withCityAndState`, so the customer never types them. `city` may name another town the same postcode serves.
 */
export function residentialAddressFields(lookupPostcode: PostcodeLookup) {
  return {
    residentialAddress1: requiredText('forms.fields.addressRequired'),
    residentialAddress2: optionalText(),
    residentialAddress3: optionalText(),
    postcode: postcodeField(lookupPostcode),
    city: z.string().trim().optional(),
  };
}

/** Sets the city and state from the postcode (the last step of a form with an address). */
export function withCityAndState(lookupPostcode: PostcodeLookup) {
  return <T extends { postcode: string; city?: string | undefined }>(
    form: T,
  ): Omit<T, 'city'> & { city: string; state: string } => {
    const found = lookupPostcode(form.postcode);
    const city = found && form.city && found.cities.includes(form.city) ? form.city : (found?.city ?? '');
    return { ...form, city, state: found?.state ?? '' };
  };
}

/** A password being chosen: at least 8 characters. */
export function newPasswordField(requiredKey: CatalogKey) {
  return z.string({ error: requiredKey }).superRefine((value, ctx) => {
    if (value === '') addProblem(ctx, requiredKey);
    else if (value.length < PASSWORD_MIN_LENGTH)
      addProblem(ctx, { key: 'validation.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } });
    else if (value.length > PASSWORD_MAX_LENGTH)
      addProblem(ctx, { key: 'validation.tooLong', params: { max: PASSWORD_MAX_LENGTH } });
  });
}

/** A password being typed to prove who one is: only required, since older passwords may be shorter. */
export function currentPasswordField(requiredKey: CatalogKey) {
  return z.string({ error: requiredKey }).superRefine((value, ctx) => {
    if (value === '') addProblem(ctx, requiredKey);
    else if (value.length > PASSWORD_MAX_LENGTH)
      addProblem(ctx, { key: 'validation.tooLong', params: { max: PASSWORD_MAX_LENGTH } });
  });
}

/** The password typed again; whether it matches is checked across the two fields by `passwordsMatch`. */
export function passwordConfirmationField(requiredKey: CatalogKey) {
  return z.string({ error: requiredKey }).superRefine((value, ctx) => {
    if (value === '') addProblem(ctx, requiredKey);
  });
}

/** The confirmation repeats the password; reported on the confirmation, once it is typed. */
export function passwordsMatch<P extends string, C extends string>(
  passwordKey: P,
  confirmationKey: C,
  message: CatalogKey = 'errors.passwordsDoNotMatch',
) {
  return (form: Record<P | C, string>, ctx: z.RefinementCtx): void => {
    if (form[confirmationKey] !== '' && form[confirmationKey] !== form[passwordKey]) {
      addProblem(ctx, message, [confirmationKey]);
    }
  };
}

/** A tick box that must be ticked (terms, consents). */
export function mustBeTicked(key: CatalogKey) {
  return z.boolean({ error: key }).refine((ticked) => ticked, { error: key });
}

/** The token the human-check widget hands over once ticked; the server verifies it with the provider. */
export const humanCheckTokenField = requiredText('errors.humanCheckNotTicked', maxLength(4_096));

/** A one-time code of 6 digits (TAC, staff verification): one message for empty and incomplete alike. */
export function sixDigitCodeField(incompleteKey: CatalogKey) {
  return requiredText(incompleteKey, digitsOnly, exactLength(6, incompleteKey));
}

/** An LHDN TIN, in upper case (../identity/tin.ts). */
export const tinField = z
  .string(catalogMessage('identity.tin.required'))
  .trim()
  .superRefine((value, ctx) => {
    const info = tinInfo(value);
    if (!info.valid) addProblem(ctx, info.reason);
  })
  .overwrite((value) => value.toUpperCase());

/** Digits only, 8 to 17 of them unless the form knows the bank's own range (../identity/bank-account.ts). */
export function bankAccountNumberField(requiredKey: CatalogKey) {
  return requiredText(requiredKey, bankAccountProblem);
}

/** A date picked or typed as 'YYYY-MM-DD' that exists in the calendar, then any further rules of the form. */
export function localDateField(requiredKey: CatalogKey, ...rules: TextRule[]) {
  return requiredText(
    requiredKey,
    (value) => (isLocalDate(value) ? null : 'validation.invalidDate'),
    ...rules,
  );
}

/** A date no later than `today` (dates as 'YYYY-MM-DD' sort as text). */
export const notAfter =
  (today: LocalDate): TextRule =>
  (value) =>
    value > today ? 'validation.dateInFuture' : null;

export function isLocalDate(value: string): value is LocalDate {
  try {
    parseLocalDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A positive amount of money in whole sen (salary, income), `Sen` once parsed like the API's `senSchema`; text that
 * is no amount reaches it as `UNREADABLE_AMOUNT` (../money/ringgit-text.ts) and is refused here.
 */
export function senField(requiredKey: CatalogKey) {
  return z
    .number({ error: requiredKey })
    .superRefine((value, ctx) => {
      if (!Number.isSafeInteger(value) || value <= 0) addProblem(ctx, 'validation.invalidAmount');
    })
    .brand<'Sen'>();
}

/** The loan amount in sen and tenure in months; their bounds, whole sen included, are checked by `loanTermsRule`. */
export const loanAmountField = z.number(catalogMessage('forms.fields.amountRequired')).brand<'Sen'>();
export const tenureField = z.number(catalogMessage('forms.fields.tenureRequired'));

/**
 * The product's bounds (RM1,000 to RM10,000 in steps of RM1,000, 6 to 24 months for individuals) and, when known,
 * the applicant's maximum eligible amount.
 */
export function loanTermsRule(options: { bounds?: ProductBounds; maxEligibleAmountSen?: Sen } = {}) {
  const bounds = options.bounds ?? INDIVIDUAL_PRODUCT;
  return (form: { amountSen: number; tenureMonths: number }, ctx: z.RefinementCtx): void => {
    const problems = loanTermsProblems(form, bounds);
    for (const problem of problems) {
      addProblem(ctx, problem, [
        problem.key === 'validation.tenureOutOfRange' ? 'tenureMonths' : 'amountSen',
      ]);
    }
    const amountAccepted = !problems.some((problem) => problem.key !== 'validation.tenureOutOfRange');
    const { maxEligibleAmountSen } = options;
    if (amountAccepted && maxEligibleAmountSen !== undefined && form.amountSen > maxEligibleAmountSen) {
      addProblem(
        ctx,
        { key: 'validation.amountAboveMaximum', params: { max: senToRinggit(maxEligibleAmountSen) } },
        ['amountSen'],
      );
    }
  };
}

/** The master list's code of 'Others' (loanReason 99), which asks for the reason in the customer's words. */
export const OTHER_LOAN_REASON_ID = '99';
export const CUSTOM_REASON_MAX_LENGTH = 200;

export const loanReasonFields = {
  loanReasonId: requiredSelect('forms.fields.loanReasonRequired'),
  customReason: optionalText(maxLength(CUSTOM_REASON_MAX_LENGTH)),
};

export function customReasonRule(
  form: { loanReasonId: string; customReason?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (form.loanReasonId === OTHER_LOAN_REASON_ID && !form.customReason) {
    addProblem(ctx, 'forms.fields.customReasonRequired', ['customReason']);
  }
}
