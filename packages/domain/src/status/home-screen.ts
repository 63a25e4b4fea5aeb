import type { MandateState } from '../api/direct-debit.ts';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import type { CatalogKey } from '../i18n/catalog-key.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import type { AccountStatus } from './account-status.ts';
import type { AgreementStatus } from './agreement-status.ts';
import { type ApplicationStatus, isAwaitingApplicant, isAwaitingOfficer } from './application-status.ts';
import {
  isStepCompleted,
  nextOnboardingStep,
  ONBOARDING_STEP_RULES,
  type OnboardingStep,
  type StepMarker,
} from './onboarding-steps.ts';

/** The status screens of spec 000 section 4; each has a title and a message in the catalog (status.screens). */
export const HOME_SCREENS = [
  'applicationIncomplete',
  'pendingApproval',
  'approvedPendingAgreement',
  'approvedProceedToAttestation',
  'liveAttestationScheduled',
  'attestationCompletedProceedToSigning',
  /** Signed, the stamping under way; the direct debit may still be missing. */
  'agreementSigned',
  'pendingDisbursement',
  /** The payout released to the bank (or about to be): the money is on its way. */
  'payoutOnItsWay',
  'paymentDisbursed',
  /** The agreement's journey done and the account open: the applicant may apply anew. */
  'agreementCompleted',
  'completed',
  'cancelledOrRemoved',
  'readyToCreate',
  'temporarilyBanned',
  'rejected',
  'notAllowNewLoan',
] as const;
export type HomeScreen = (typeof HOME_SCREENS)[number];

/**
 * What the screen's button does: the individual applicant's route (the Islamic twin adds '/islamic') and the
 * catalog key of the button's label (status.homeActions). A redirect is taken at once instead of offered.
 */
export const HOME_ACTION_RULES = {
  fillApplicationForm: { route: '/application', label: 'continue', redirect: false },
  verifyEmail: { route: '/application/email-verification', label: 'continue', redirect: false },
  uploadDocuments: { route: '/application/document-upload', label: 'continue', redirect: false },
  reviewAndSubmit: { route: '/application/summary', label: 'continue', redirect: false },
  verifyIdentity: { route: '/application/identity-verification', label: 'continue', redirect: false },
  checkStatus: { route: '/loan-status-check', label: 'checkStatus', redirect: false },
  chooseAttestation: {
    route: '/loan-status/attestation-option',
    label: 'proceedToAttestation',
    redirect: false,
  },
  changeLiveCall: {
    route: '/loan-status/attestation-option/live-call',
    label: 'changeLiveCall',
    redirect: false,
  },
  reviewApprovedSummary: {
    route: '/loan-status/approved-loan-summary',
    label: 'reviewApprovedSummary',
    redirect: false,
  },
  acceptAgreement: { route: '/loan-status/loan-agreement', label: 'proceedToSigning', redirect: false },
  createSigningAccount: {
    route: '/loan-status/account-creation',
    label: 'continueSigning',
    redirect: false,
  },
  signAgreement: { route: '/loan-status/digital-signing', label: 'continueSigning', redirect: false },
  setUpDirectDebit: { route: '/direct-debit', label: 'setUpDirectDebit', redirect: false },
  checkDirectDebit: { route: '/direct-debit/confirmation', label: 'checkDirectDebit', redirect: false },
  viewDirectDebit: { route: '/direct-debit-enrollment', label: 'viewDirectDebit', redirect: false },
  viewRepaymentSchedule: { route: '/repayment-schedule', label: 'viewRepaymentSchedule', redirect: false },
  viewMyLoan: { route: '/repayment-schedule', label: 'myLoan', redirect: false },
  applyNew: { route: '/testing-eligibility', label: 'applyNow', redirect: false },
  notAllowNewLoan: { route: '/not-allow-new-loan', label: 'notAllowNewLoan', redirect: true },
} as const;
export type HomeActionKind = keyof typeof HOME_ACTION_RULES;

export interface HomeAction {
  readonly kind: HomeActionKind;
  readonly route: string;
  /** Catalog key of the button's label. */
  readonly labelKey: CatalogKey;
  readonly redirect: boolean;
}

export interface HomeScreenResult {
  readonly screen: HomeScreen;
  /** Null when the applicant can only wait. */
  readonly action: HomeAction | null;
  /** While a ban lasts: the moment from which a new application is allowed (ISO 8601). */
  readonly reapplyAfter?: string;
  /**
   * Beside an action that starts something new: the way to the loan account's pages ('My loan'), once the loan is
   * paid out and its account opened.
   */
  readonly loanAction?: HomeAction;
}

export interface HomeScreenInput {
  /** The variant of the latest application, or of the site the user is on when there is none. */
  readonly variant: Variant;
  /** The latest application's status; undefined when there is none (never applied, or the draft was deleted). */
  readonly applicationStatus?: ApplicationStatus;
  readonly markers?: readonly StepMarker[];
  readonly agreementStatus?: AgreementStatus;
  /** The agreement's direct-debit mandate's state; null or undefined when it has none. */
  readonly mandateState?: MandateState | null;
  readonly accountStatus?: AccountStatus;
  /** The user's allowToApplyNewLoanAfterDateTime (ISO 8601), set on rejection or by the back office. */
  readonly allowToApplyNewLoanAfterDateTime?: string | null;
  /** Compared with the date-time above; a date alone would lose the hour the ban ends. */
  readonly now: Date;
}

/**
 * Where the approved journey stands, by agreement status: the screen and the applicant's next step. Every step
 * has its page, so a later step fills its page in without changing this map.
 */
const AGREEMENT_SCREENS: Readonly<
  Record<AgreementStatus, { screen: HomeScreen; action: HomeActionKind | null }>
> = {
  SUMMARY_PENDING: { screen: 'approvedPendingAgreement', action: 'reviewApprovedSummary' },
  AWAITING_ATTESTATION: { screen: 'approvedProceedToAttestation', action: 'chooseAttestation' },
  LIVE_CALL_SCHEDULED: { screen: 'liveAttestationScheduled', action: 'changeLiveCall' },
  ATTESTED: { screen: 'attestationCompletedProceedToSigning', action: 'acceptAgreement' },
  AGREEMENT_ACCEPTED: { screen: 'attestationCompletedProceedToSigning', action: 'createSigningAccount' },
  CERTIFICATE_ENROLLED: { screen: 'attestationCompletedProceedToSigning', action: 'signAgreement' },
  // Signed and stamped, the next step is the direct debit's: set it up, wait for the bank, or look at it.
  SIGNED: { screen: 'agreementSigned', action: 'setUpDirectDebit' },
  STAMPED: { screen: 'agreementSigned', action: 'setUpDirectDebit' },
  PENDING_DISBURSEMENT: { screen: 'pendingDisbursement', action: null },
  DISBURSEMENT_PREPARED: { screen: 'payoutOnItsWay', action: null },
  PAYOUT_SENT: { screen: 'payoutOnItsWay', action: null },
  DISBURSED: { screen: 'paymentDisbursed', action: 'viewRepaymentSchedule' },
  COMPLETED: { screen: 'agreementCompleted', action: 'applyNew' },
  CANCELED: { screen: 'cancelledOrRemoved', action: 'applyNew' },
};

/** An approved application whose agreement is not recorded (yet): the applicant can only check back. */
const AGREEMENT_NOT_OPEN = { screen: 'approvedPendingAgreement', action: 'checkStatus' } as const;

/**
 * A written-off loan is still owed and collected, so the borrower keeps the disbursed screen; only a closed
 * account lets them apply anew.
 */
const ACCOUNT_SCREENS: Readonly<
  Record<AccountStatus, { screen: HomeScreen; action: HomeActionKind | null }>
> = {
  ACTIVE: { screen: 'paymentDisbursed', action: 'viewRepaymentSchedule' },
  WRITEOFF: { screen: 'paymentDisbursed', action: 'viewRepaymentSchedule' },
  CLOSED: { screen: 'completed', action: 'applyNew' },
};

/** The form, email and document steps are filled while the application is editable; then the summary. */
const EDITABLE_STEP_ACTIONS: Readonly<Record<OnboardingStep, HomeActionKind>> = {
  applicationForm: 'fillApplicationForm',
  emailVerification: 'verifyEmail',
  documentUpload: 'uploadDocuments',
  ekyc: 'reviewAndSubmit',
};

/**
 * The home page's status screen and its next action. A ban only stops a new application: one already under way
 * carries on whatever the date.
 */
export function homeScreen(input: HomeScreenInput): HomeScreenResult {
  const status = input.applicationStatus;
  const markers = input.markers ?? [];
  const show = (screen: HomeScreen, action: HomeActionKind | null): HomeScreenResult => ({
    screen,
    action: action === null ? null : homeAction(action, input.variant),
  });
  const orBanned = (screen: HomeScreen, action: HomeActionKind | null): HomeScreenResult => {
    const reapplyAfter = activeBanEnd(input);
    return reapplyAfter === undefined
      ? show(screen, action)
      : { ...show('temporarilyBanned', null), reapplyAfter };
  };
  /** A paid-out loan whose screen offers a new application keeps a way to its account's pages. */
  const withLoanAction = (result: HomeScreenResult): HomeScreenResult => ({
    ...result,
    loanAction: homeAction('viewMyLoan', input.variant),
  });

  if (status === undefined) return orBanned('readyToCreate', 'applyNew');
  if (status === 'CANCELED') return orBanned('cancelledOrRemoved', 'applyNew');
  if (status === 'REJECTED') return rejectedScreen(input);
  if (isAwaitingApplicant(status))
    return show('applicationIncomplete', EDITABLE_STEP_ACTIONS[nextOnboardingStep(markers) ?? 'ekyc']);
  if (ONBOARDING_STEP_RULES.ekyc.openIn.includes(status) && !isStepCompleted('ekyc', markers))
    return show('applicationIncomplete', 'verifyIdentity');
  if (isAwaitingOfficer(status)) return show('pendingApproval', 'checkStatus');

  // APPROVED and the rescheduled statuses: the loan's own records say where it stands. Only a disbursed loan is
  // rescheduled, so its account is taken as active when the caller did not say.
  const rescheduled = status === 'RESCHEDULED_APPROVED' || status === 'RESCHEDULED_SIGNED';
  const accountStatus = input.accountStatus ?? (rescheduled ? 'ACTIVE' : undefined);
  if (accountStatus !== undefined) {
    const { screen, action } = ACCOUNT_SCREENS[accountStatus];
    return screen === 'completed' ? withLoanAction(orBanned(screen, action)) : show(screen, action);
  }
  if (input.agreementStatus === undefined) return show(AGREEMENT_NOT_OPEN.screen, AGREEMENT_NOT_OPEN.action);
  const { screen, action } = AGREEMENT_SCREENS[input.agreementStatus];
  if (action === 'setUpDirectDebit') return show(screen, directDebitAction(input.mandateState));
  return screen === 'agreementCompleted' ? withLoanAction(orBanned(screen, action)) : show(screen, action);
}

/** Until a mandate is active or pending, the applicant sets one up (again, after a rejection or a removal). */
function directDebitAction(state: MandateState | null | undefined): HomeActionKind {
  if (state === 'ACTIVE') return 'viewDirectDebit';
  if (state === 'PENDING') return 'checkDirectDebit';
  return 'setUpDirectDebit';
}

function rejectedScreen(input: HomeScreenInput): HomeScreenResult {
  if (!input.allowToApplyNewLoanAfterDateTime) return { screen: 'rejected', action: null };
  const reapplyAfter = activeBanEnd(input);
  if (reapplyAfter === undefined)
    return { screen: 'readyToCreate', action: homeAction('applyNew', input.variant) };
  return { screen: 'notAllowNewLoan', action: homeAction('notAllowNewLoan', input.variant), reapplyAfter };
}

/** The ban's end when it is still in force: a new application is allowed only after that moment. */
function activeBanEnd(input: HomeScreenInput): string | undefined {
  const value = input.allowToApplyNewLoanAfterDateTime;
  if (!value) return undefined;
  const end = new Date(value);
  if (Number.isNaN(end.getTime())) throw new DomainRuleError('validation.invalidDate');
  return input.now.getTime() <= end.getTime() ? end.toISOString() : undefined;
}

export function homeAction(kind: HomeActionKind, variant: Variant): HomeAction {
  const rule = HOME_ACTION_RULES[kind];
  return {
    kind,
    route: `${VARIANT_RULES[variant].pathPrefix}${rule.route}`,
    labelKey: `status.homeActions.${rule.label}`,
    redirect: rule.redirect,
  };
}
