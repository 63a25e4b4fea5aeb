import {
  addSen,
  assertMayApplyAgain,
  fiveMonthAverageSen,
  flatRateMonthlyInstalmentSen,
  isLocalDate,
  isWaitingAfterRejection,
  type Language,
  type LocalDate,
  nricInfo,
  type Sen,
  SME_DOCUMENTS_BY_PARTNER_TYPE,
  SME_PARTNER_TYPES,
  SME_PRODUCT,
  SME_STAMP_DUTY_BP,
  SME_SUB_FORMS_BY_PARTNER_TYPE,
  type SmeApplicationDraft,
  type SmeApplicationForm,
  type SmeApplicationView,
  type SmeEligibilityResultView,
  type SmePartnerType,
  type SmeProductProfile,
  type SmeRequiredFiles,
  STAFF_ANNUAL_RATE_BP,
  STAFF_FIXED_EMPLOYMENT,
  STAFF_NET_SALARY_MULTIPLIER,
  STAFF_PRODUCT,
  type StaffProductProfile,
  type StepMarker,
  sen,
  senToRinggit,
  smeAnnualInterestRateBp,
  smeEligibility,
  smeMaximumAmountSen,
  smeProductOffer,
  smeRemainingLimitSen,
  staffMaximumAmountSen,
  VARIANT_RULES,
  type Workflow,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import { translate } from '../../http/translator.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderUnavailableError } from '../../providers/email/email-provider.ts';
import { type Customer, findCustomer } from '../auth/customer-records.ts';
import { changeSmeApplicationStatus } from './sme-application-lifecycle.ts';
import type { SmePartnerFacts } from './sme-application-ports.ts';
import {
  committedSmeAmountsOf,
  findOwnSmeApplication,
  insertSmeApplication,
  insertSmeApplicationEvent,
  markSmeApplicationDeleted,
  nextSmeApplicationSerial,
  openSmeApplicationsOf,
  type SmeApplicationRow,
  smeApplicationsOf,
  updateSmeApplication,
} from './sme-application-repository.ts';

/** Who applies: the user, its partner id (null for group staff) and the partner type it applies as. */
interface Applicant {
  readonly customer: Customer;
  readonly userId: string;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
}

type Partner = NonNullable<Awaited<ReturnType<SmePartnerFacts['findPartner']>>>;

/** A rate in basis points read as a percentage: 800 is 8%. */
const BASIS_POINTS_PER_PERCENT = 100;

/** The statuses in which the applicant still edits the form. */
const EDITABLE = ['DRAFT'] as const;

/** The reference an SME or staff applicant quotes: SME-2026-000123. */
export function smeApplicationNumber(malaysianToday: string, serial: number): string {
  return `SME-${malaysianToday.slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}

export interface SmeApplicationServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly partners: SmePartnerFacts;
  readonly workflow: Workflow;
}

/**
 * The SME partner and staff application (spec 001 sections 3-5 and 9; docs/decisions/059): eligibility from the
 * partner directory, the product profiles, the draft, the partner type's submission, pending, cancel and delete.
 * Every call finds the application by its id and its owner together, so another's id is simply not found.
 */
export class SmeApplicationService {
  readonly #o: SmeApplicationServiceOptions;

  constructor(options: SmeApplicationServiceOptions) {
    this.#o = options;
  }

  async eligibility(principal: CustomerPrincipal): Promise<SmeEligibilityResultView> {
    const applicant = await this.#applicant(this.#o.db, principal);
    if (applicant.partnerId === null) throw forbidden('sme.application.notPartner');
    const partner = await this.#partner(applicant.partnerId);
    return this.#judge(this.#o.db, applicant.partnerId, partner, applicant.customer.allowToApplyNewLoanAfter);
  }

  async smeProductProfile(
    principal: CustomerPrincipal,
    tenureMonths: number,
    language: Language,
  ): Promise<SmeProductProfile> {
    const applicant = await this.#applicant(this.#o.db, principal);
    if (applicant.partnerId === null) throw forbidden('sme.application.notPartner');
    const partner = await this.#partner(applicant.partnerId);
    const input = {
      averageRecurringCommissionSen: fiveMonthAverageSen(partner.monthlyRecurringCommissionSen),
      tenureMonths,
      committedSmeLoansSen: addSen(...(await committedSmeAmountsOf(this.#o.db, applicant.partnerId))),
    };
    const offer = smeProductOffer(input);
    return {
      messageToShow: translate(language, 'sme.profile.smeOffer', {
        max: senToRinggit(offer.eligibleMaxLoanAmountSen),
        tenure: tenureMonths,
        rate: offer.interestRateBpPerYear / BASIS_POINTS_PER_PERCENT,
      }),
      loanAmountToMultiplySen: offer.loanAmountToMultiplySen,
      product: {
        interestRateBpPerYear: offer.interestRateBpPerYear,
        minTenure: offer.bounds.minTenureMonths,
        maxTenure: offer.bounds.maxTenureMonths,
        intervalTenure: offer.bounds.tenureStepMonths,
        minLoanAmountSen: offer.bounds.minAmountSen,
        maxLoanAmountSen: offer.bounds.maxAmountSen,
        intervalLoanAmountSen: offer.bounds.amountStepSen,
        processingFeeSen: sen(0),
        stampingDutyBp: SME_STAMP_DUTY_BP,
        stampingAdminFeeSen: SME_PRODUCT.stampingAdminFeeSen,
        processingFeeToDiscountSen: sen(0),
      },
      selectedLoanTenure: tenureMonths,
      eligibleMaxLoanAmountSen: offer.eligibleMaxLoanAmountSen,
    };
  }

  async staffProductProfile(
    principal: CustomerPrincipal,
    netSalarySen: Sen,
    language: Language,
  ): Promise<StaffProductProfile> {
    const applicant = await this.#applicant(this.#o.db, principal);
    if (applicant.partnerType !== 'STAFF') throw forbidden('sme.application.notPartner');
    const max = staffMaximumAmountSen(netSalarySen);
    const conventional = VARIANT_RULES.conventional;
    return {
      messageToShow: translate(language, 'sme.profile.staffOffer', {
        max: senToRinggit(max),
        multiplier: STAFF_NET_SALARY_MULTIPLIER,
      }),
      multiplier: STAFF_NET_SALARY_MULTIPLIER,
      product: {
        interestRateBpPerYear: STAFF_ANNUAL_RATE_BP,
        minTenure: STAFF_PRODUCT.minTenureMonths,
        maxTenure: STAFF_PRODUCT.maxTenureMonths,
        intervalTenure: STAFF_PRODUCT.tenureStepMonths,
        minLoanAmountSen: STAFF_PRODUCT.minAmountSen,
        maxLoanAmountSen: STAFF_PRODUCT.maxAmountSen,
        intervalLoanAmountSen: STAFF_PRODUCT.amountStepSen,
        processingFeeSen: conventional.processingFeeSen,
        stampingDutyBp: conventional.stampDutyBp,
        stampingAdminFeeSen: sen(0),
        processingFeeToDiscountSen: sen(0),
      },
      netSalaryAmountSen: netSalarySen,
      eligibleMaxLoanAmountSen: max,
    };
  }

  /** The business documents of a partner type (decision 059), the individual upload rules on each. */
  requiredFiles(partnerType: SmePartnerType): SmeRequiredFiles {
    const documents = SME_DOCUMENTS_BY_PARTNER_TYPE[partnerType];
    return {
      partnerType,
      files: [
        ...documents.required.map((name) => ({ fileType: { name }, required: true, maxFiles: 3 })),
        ...documents.optional.map((name) => ({ fileType: { name }, required: false, maxFiles: 3 })),
      ],
    };
  }

  /**
   * Without an id, a new draft for the caller's partner type: a partner must be eligible now, and may have one
   * application in progress at a time. A new draft keeps nothing of an earlier one but the phone number (spec 001
   * section 4). With an id, the caller's draft saved as typed.
   */
  async saveDraft(
    principal: CustomerPrincipal,
    request: { id?: string | undefined; form: SmeApplicationDraft },
  ): Promise<SmeApplicationView> {
    const now = this.#o.clock.now();
    // The directory is asked before the transaction opens: a provider's call never holds the database.
    const known = await this.#applicant(this.#o.db, principal);
    const partner = !request.id && known.partnerId !== null ? await this.#partner(known.partnerId) : null;
    return this.#o.db.transaction(async (tx) => {
      const applicant = await this.#applicant(tx, principal, { lock: true });
      if (request.id) {
        const application = await this.#own(tx, applicant, request.id);
        this.#assertEditable(application);
        const saved = await updateSmeApplication(
          tx,
          application.id,
          draftChanges(request.form, application.form),
          now,
        );
        return smeApplicationView(saved);
      }
      // A rejection's wait first, as for individuals (decision 070), then one application at a time.
      assertMayApplyAgain(applicant.customer.allowToApplyNewLoanAfter, now);
      if ((await openSmeApplicationsOf(tx, applicant.userId)).length > 0)
        throw conflict('sme.application.inProgress');
      let rateBp = STAFF_ANNUAL_RATE_BP;
      let averageSen: Sen | null = null;
      if (applicant.partnerId !== null) {
        if (partner === null || partner.partnerId.toUpperCase() !== applicant.partnerId)
          throw forbidden('sme.application.notPartner');
        const judged = await this.#judge(
          tx,
          applicant.partnerId,
          partner,
          applicant.customer.allowToApplyNewLoanAfter,
        );
        if (!judged.eligible) throw forbidden('sme.application.notEligible');
        averageSen = judged.averageRecurringCommissionSen;
        if (applicant.partnerType !== 'STAFF') rateBp = judged.interestRateBpPerYear;
      }
      const phoneNo = applicant.customer.phoneNo;
      const created = await insertSmeApplication(tx, {
        applicationNo: smeApplicationNumber(this.#o.clock.today(), await nextSmeApplicationSerial(tx)),
        userId: applicant.userId,
        partnerId: applicant.partnerId,
        partnerType: applicant.partnerType,
        form: phoneNo ? { applicant: { applicantPhoneNo: phoneNo } } : {},
        interestRateBpPerYear: rateBp,
        averageRecurringCommissionSen: averageSen,
        at: now,
      });
      await insertSmeApplicationEvent(tx, {
        applicationId: created.id,
        kind: 'status',
        from: null,
        to: 'DRAFT',
        actorType: 'applicant',
        actorId: applicant.userId,
        at: now,
      });
      const saved = await updateSmeApplication(tx, created.id, draftChanges(request.form, created.form), now);
      return smeApplicationView(saved);
    });
  }

  /** The caller's own applications, latest first; another user's id finds nothing. */
  async byUser(principal: CustomerPrincipal, userId: string): Promise<SmeApplicationView[]> {
    const applicant = await this.#applicant(this.#o.db, principal);
    if (userId !== applicant.userId) throw notFound('sme.application.notFound');
    return (await smeApplicationsOf(this.#o.db, applicant)).map(smeApplicationView);
  }

  async application(principal: CustomerPrincipal, id: string): Promise<SmeApplicationView> {
    const applicant = await this.#applicant(this.#o.db, principal);
    return smeApplicationView(await this.#own(this.#o.db, applicant, id));
  }

  /**
   * The partner type's submission: the whole form checked by its schema (by the route), then against what only
   * the server knows (the maximum, the employment start date), saved, and the form step recorded.
   */
  async submit(
    principal: CustomerPrincipal,
    partnerType: SmePartnerType,
    form: SmeApplicationForm,
  ): Promise<SmeApplicationView> {
    const now = this.#o.clock.now();
    const known = await this.#applicant(this.#o.db, principal);
    const partner =
      partnerType !== 'STAFF' && known.partnerId !== null ? await this.#partner(known.partnerId) : null;
    return this.#o.db.transaction(async (tx) => {
      const applicant = await this.#applicant(tx, principal, { lock: true });
      const application = await this.#own(tx, applicant, form.smeApplicationId, { lock: true });
      if (application.partnerType !== partnerType) throw badRequest('sme.application.wrongPartnerType');
      this.#assertEditable(application);
      // A draft submitted starts the application; a refer-back's answer belongs to one under review already.
      if (application.status === 'DRAFT')
        assertMayApplyAgain(applicant.customer.allowToApplyNewLoanAfter, now);
      const stored = { ...(form as unknown as Record<string, unknown>) };
      if (partnerType === 'STAFF' && 'netSalarySen' in form.applicant) {
        const staff = form.applicant;
        if (!isLocalDate(staff.employmentStartDate) || staff.employmentStartDate > this.#o.clock.today())
          throw badRequest(
            'sme.form.employmentStartDateInFuture',
            {},
            {
              'applicant.employmentStartDate': 'sme.form.employmentStartDateInFuture',
            },
          );
        this.#assertWithinMaximum(form.amountSen, staffMaximumAmountSen(staff.netSalarySen));
        stored.applicant = {
          ...staff,
          applicantEmploymentType: STAFF_FIXED_EMPLOYMENT.employmentType,
          occupationType: STAFF_FIXED_EMPLOYMENT.occupationType,
          employerName: STAFF_FIXED_EMPLOYMENT.employerName,
        };
      } else {
        const partnerId = applicant.partnerId;
        if (partnerId === null || partner === null) throw forbidden('sme.application.notPartner');
        const committed = await committedSmeAmountsOf(tx, partnerId);
        this.#assertWithinMaximum(
          form.amountSen,
          smeMaximumAmountSen({
            averageRecurringCommissionSen: fiveMonthAverageSen(partner.monthlyRecurringCommissionSen),
            tenureMonths: form.tenureMonths,
            committedSmeLoansSen: addSen(...committed),
          }),
        );
      }
      const { smeApplicationId: _id, ...kept } = stored;
      // The completed form replaces an error the browser recorded on the step.
      const markers: StepMarker[] = application.markers.includes('APPLICATIONFORMCOMPLETED')
        ? application.markers
        : [
            ...application.markers.filter((marker) => marker !== 'APPLICATIONFORMERROR'),
            'APPLICATIONFORMCOMPLETED',
          ];
      const saved = await updateSmeApplication(
        tx,
        application.id,
        {
          form: kept as SmeApplicationDraft,
          amountSen: form.amountSen,
          tenureMonths: form.tenureMonths,
          smeLoanReasonId: form.smeLoanReasonId,
          markers,
        },
        now,
      );
      if (!application.markers.includes('APPLICATIONFORMCOMPLETED'))
        await insertSmeApplicationEvent(tx, {
          applicationId: application.id,
          kind: 'step',
          from: application.markers.includes('APPLICATIONFORMERROR') ? 'APPLICATIONFORMERROR' : null,
          to: 'APPLICATIONFORMCOMPLETED',
          actorType: 'applicant',
          actorId: applicant.userId,
          at: now,
        });
      return smeApplicationView(saved);
    });
  }

  /** The pending call: the completed application goes from DRAFT to PENDING, through the transition table. */
  pending(principal: CustomerPrincipal, id: string): Promise<SmeApplicationView> {
    return this.#move(principal, id, 'submit');
  }

  cancel(principal: CustomerPrincipal, id: string): Promise<SmeApplicationView> {
    return this.#move(principal, id, 'cancel');
  }

  /** Deletes a draft: nothing submitted is ever deleted (it is cancelled instead). */
  async remove(principal: CustomerPrincipal, id: string): Promise<void> {
    const now = this.#o.clock.now();
    await this.#o.db.transaction(async (tx) => {
      const applicant = await this.#applicant(tx, principal);
      const application = await this.#own(tx, applicant, id, { lock: true });
      if (application.status !== 'DRAFT') throw conflict('sme.application.notEditable');
      await markSmeApplicationDeleted(tx, application.id, now);
      await insertSmeApplicationEvent(tx, {
        applicationId: application.id,
        kind: 'deleted',
        from: application.status,
        to: 'DELETED',
        actorType: 'applicant',
        actorId: applicant.userId,
        at: now,
      });
    });
  }

  async #move(
    principal: CustomerPrincipal,
    id: string,
    event: 'submit' | 'cancel',
  ): Promise<SmeApplicationView> {
    const now = this.#o.clock.now();
    return this.#o.db.transaction(async (tx) => {
      const applicant = await this.#applicant(tx, principal);
      const application = await this.#own(tx, applicant, id, { lock: true });
      const moved = await changeSmeApplicationStatus({
        tx,
        application,
        workflow: this.#o.workflow,
        // After an officer's refer-back, the pending call hands the application over again (decision 062).
        event: event === 'submit' && application.status === 'REFERBACK' ? 'resubmit' : event,
        actor: { kind: 'applicant', userId: applicant.userId },
        at: now,
      });
      return smeApplicationView(moved);
    });
  }

  /**
   * The partner's eligibility from the directory's figures, and the wait after a rejection, which refuses a new
   * draft too: while it runs the answer names the moment it ends (decision 075).
   */
  async #judge(
    db: Queryable,
    partnerId: string,
    partner: Partner,
    holdUntil: Date | null,
  ): Promise<SmeEligibilityResultView> {
    const waiting = isWaitingAfterRejection(holdUntil, this.#o.clock.now());
    const committedSen = addSen(...(await committedSmeAmountsOf(db, partnerId)));
    const averageSen = fiveMonthAverageSen(partner.monthlyRecurringCommissionSen);
    const identity = nricInfo(partner.nric);
    if (!identity.valid) throw new Error(`partner ${partnerId} has no valid NRIC in the directory`);
    const result = smeEligibility({
      dateOfBirth: identity.dateOfBirth,
      today: this.#today(),
      partnerSince: partner.partnerSince,
      licenceExpiresOn: partner.licenceExpiresOn,
      averageMonthlyRecurringCommissionSen: averageSen,
      taxIdUpdated: partner.tinNumber !== null,
      organisationTypeUpdated: isPartnerType(partner.partnerType),
      outstandingSmeLoansSen: committedSen,
      waitingAfterRejection: waiting,
    });
    return {
      eligible: result.eligible && partner.status === 'active',
      reasons: [...result.reasons],
      partnerId,
      partnerType: isPartnerType(partner.partnerType) ? partner.partnerType : 'INDIVIDUAL',
      averageRecurringCommissionSen: averageSen,
      interestRateBpPerYear: smeAnnualInterestRateBp(averageSen),
      remainingLimitSen: smeRemainingLimitSen(committedSen),
      allowToApplyNewLoanAfterDateTime: waiting ? holdUntil.toISOString() : null,
    };
  }

  #today(): LocalDate {
    const today = this.#o.clock.today();
    if (!isLocalDate(today)) throw new Error(`the clock's today is not a date: ${today}`);
    return today;
  }

  #assertWithinMaximum(amountSen: Sen, maximumSen: Sen): void {
    if (amountSen > maximumSen)
      throw badRequest(
        'sme.application.amountAboveMaximum',
        { max: senToRinggit(maximumSen) },
        {
          amountSen: 'sme.application.amountAboveYourMaximum',
        },
      );
  }

  #assertEditable(application: SmeApplicationRow): void {
    // While referred back, the form changes only when the refer-back names it (decision 062).
    if (application.status === 'REFERBACK' && application.referBack?.steps.includes('applicationForm'))
      return;
    if (!(EDITABLE as readonly string[]).includes(application.status))
      throw conflict('sme.application.notEditable');
  }

  async #own(
    db: Queryable,
    applicant: Applicant,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<SmeApplicationRow> {
    const application = await findOwnSmeApplication(db, id, applicant, options);
    if (!application) throw notFound('sme.application.notFound');
    return application;
  }

  /** The caller as an applicant: an SME partner (by its partner id) or group staff; any other customer may not. */
  async #applicant(
    db: Queryable,
    principal: CustomerPrincipal,
    options: { lock?: boolean } = {},
  ): Promise<Applicant> {
    const customer = await findCustomer(db, principal.userId, options);
    if (!customer) throw notFound('sme.application.notFound');
    if (customer.organizationType === 'STAFF')
      return { customer, userId: customer.id, partnerId: null, partnerType: 'STAFF' };
    if (customer.organizationType !== 'SME' || !customer.partnerId || !isPartnerType(customer.partnerType))
      throw forbidden('sme.application.notPartner');
    return {
      customer,
      userId: customer.id,
      partnerId: customer.partnerId,
      partnerType: customer.partnerType,
    };
  }

  async #partner(partnerId: string): Promise<Partner> {
    try {
      const partner = await this.#o.partners.findPartner(partnerId);
      if (!partner) throw forbidden('sme.application.notPartner');
      return partner;
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new AppError(503, 'sme.application.partnerDirectoryUnavailable');
      throw error;
    }
  }
}

function isPartnerType(value: string | null): value is SmePartnerType {
  return (SME_PARTNER_TYPES as readonly (string | null)[]).includes(value);
}

/** A draft save: the sub-forms given replace those saved, the others stay. */
function draftChanges(form: SmeApplicationDraft, saved: SmeApplicationDraft = {}) {
  const merged: SmeApplicationDraft = { ...saved, ...form };
  // A sub-form saved in parts keeps what it held: the new draft's phone number, say, when the rest is typed.
  for (const group of ['company', 'applicant', 'disbursement', 'emergency'] as const) {
    const before = saved[group];
    const after = form[group];
    if (before && after) merged[group] = { ...before, ...after };
  }
  return {
    form: merged,
    ...(form.amountSen === undefined ? {} : { amountSen: form.amountSen > 0 ? form.amountSen : null }),
    ...(form.tenureMonths === undefined
      ? {}
      : { tenureMonths: form.tenureMonths > 0 ? form.tenureMonths : null }),
    ...(form.smeLoanReasonId === undefined ? {} : { smeLoanReasonId: form.smeLoanReasonId || null }),
  };
}

export function smeApplicationView(row: SmeApplicationRow): SmeApplicationView {
  const instalment =
    row.amountSen !== null && row.tenureMonths !== null
      ? flatRateMonthlyInstalmentSen(row.amountSen, row.interestRateBpPerYear, row.tenureMonths)
      : null;
  return {
    id: row.id,
    applicationNo: row.applicationNo,
    userId: row.userId,
    partnerId: row.partnerId,
    partnerType: row.partnerType,
    applicationStatus: row.status,
    markers: row.markers,
    subForms: [...SME_SUB_FORMS_BY_PARTNER_TYPE[row.partnerType]],
    form: row.form,
    amountSen: row.amountSen,
    tenureMonths: row.tenureMonths,
    interestRateBpPerYear: row.interestRateBpPerYear,
    smeLoanReasonId: row.smeLoanReasonId,
    estimatedMonthlyInstalmentSen: instalment,
    submissionDate: row.submissionDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
