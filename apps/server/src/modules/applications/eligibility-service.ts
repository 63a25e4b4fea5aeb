import { randomUUID } from 'node:crypto';
import {
  type EligibilityCheckRequest,
  type EligibilityResultView,
  individualEligibility,
  isCitizenIdentityCard,
  type Language,
  maxEligibleAmountSen,
  nricInfo,
  type Variant,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderUnavailableError } from '../../providers/email/email-provider.ts';
import type { TelecomAccount } from '../../providers/telecom/telecom-account-service.ts';
import { type AttemptLimiter, type AttemptRule, assertAllowed } from '../../security/attempt-limiter.ts';
import { grossSalaryRange } from '../master/master-records.ts';
import type { MasterService } from '../master/master-service.ts';
import { UnknownProductCode } from '../master/unknown-product-code.ts';
import { assertMayApply, loadApplicant } from './applicant-rules.ts';
import type { ApplicationTelecom } from './application-ports.ts';
import { type EligibilityCheckRow, insertEligibilityCheck } from './eligibility-check-repository.ts';
import { applicantStanding, telecomFactsRecord } from './telecom-facts.ts';

export interface EligibilityServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly telecom: ApplicationTelecom;
  readonly master: Pick<MasterService, 'productByCode'>;
  readonly limiter: AttemptLimiter;
}

/**
 * Each check asks the telecom operator and is kept: a user gets 20 an hour, far more than trying a few amounts
 * needs, so that the operator's API cannot be hammered through ours. Counted per user in PostgreSQL, shared by
 * every server process.
 */
export const ELIGIBILITY_CHECKS_PER_USER: AttemptRule = {
  name: 'eligibility-check-user',
  max: 20,
  windowSeconds: 3_600,
  lockSeconds: 3_600,
  refusal: 'errors.tooManyRequests',
};

/**
 * The quick check of /testing-eligibility (spec 000 sections 5, 8, 9): the individual rules over the applicant's
 * NRIC (age, citizenship), the gross salary range chosen at registration and the net salary typed in (each judged
 * by its own rule, docs/decisions/020), and the operator's account; the largest amount the salary carries. Every
 * check is recorded, eligible or not, with the identity and the range it judged.
 */
export class EligibilityService {
  readonly #o: EligibilityServiceOptions;

  constructor(options: EligibilityServiceOptions) {
    this.#o = options;
  }

  async check(
    principal: CustomerPrincipal,
    request: EligibilityCheckRequest,
    language: Language,
  ): Promise<EligibilityResultView> {
    const { db, clock } = this.#o;
    const now = clock.now();
    const today = clock.today();
    const user = await loadApplicant(db, principal.userId);
    await assertMayApply(db, user, now);
    assertAllowed(await this.#o.limiter.hit(ELIGIBILITY_CHECKS_PER_USER, user.id));
    const campaignCode = request.campaignCode
      ? await this.#validCampaignCode(request.applicationType, request.campaignCode, language)
      : null;
    const nric = user.nric ? nricInfo(user.nric) : null;
    if (!nric?.valid) throw conflict('application.nricMissing');
    const rangeCode = user.grossSalaryRangeId;
    const range = rangeCode ? await grossSalaryRange(db, request.applicationType, rangeCode) : undefined;
    if (!rangeCode || !range) throw conflict('errors.grossSalaryNotFound');

    const account = user.phoneNo ? await this.#telecomAccount(user.phoneNo) : null;
    const standing = applicantStanding(account, { nric: nric.nric, fullName: user.fullName, today });
    const verdict = individualEligibility({
      dateOfBirth: nric.dateOfBirth,
      today,
      grossSalaryRange: range,
      netSalarySen: request.netSalarySen,
      isMalaysianCitizen: user.icType !== null && isCitizenIdentityCard(user.icType),
      telecomAccount: standing,
    });
    const maxAmountSen = verdict.eligible
      ? maxEligibleAmountSen({
          kind: 'individual',
          variant: request.applicationType,
          netSalarySen: request.netSalarySen,
          tenureMonths: request.tenureMonths,
        })
      : ZERO_SEN;

    const check = await insertEligibilityCheck(db, {
      id: randomUUID(),
      userId: user.id,
      applicationType: request.applicationType,
      amountSen: request.amountSen,
      tenureMonths: request.tenureMonths,
      loanReasonId: request.loanReasonId,
      customReason: request.customReason ?? null,
      netSalarySen: request.netSalarySen,
      campaignCode,
      eligible: verdict.eligible,
      reasons: verdict.reasons,
      maxEligibleAmountSen: maxAmountSen,
      telecomFacts: telecomFactsRecord(account, standing),
      checkedAt: now,
      applicant: { nric: nric.nric, fullName: user.fullName },
      grossSalaryRange: { ...range, code: rangeCode },
    });
    return eligibilityResultView(check);
  }

  /** A campaign, referral or product code of the chosen product (the variant's own codes only), normalised. */
  async #validCampaignCode(variant: Variant, rawCode: string, language: Language): Promise<string> {
    try {
      await this.#o.master.productByCode(variant, rawCode, ['campaign', 'referral'], language);
    } catch (error) {
      if (error instanceof UnknownProductCode) throw badRequest(error.key, {}, { campaignCode: error.key });
      throw error;
    }
    return rawCode.trim().toUpperCase();
  }

  async #telecomAccount(phoneNo: string): Promise<TelecomAccount | null> {
    try {
      return await this.#o.telecom.findAccount(phoneNo);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new AppError(503, 'application.telecomUnavailable');
      throw error;
    }
  }
}

export function eligibilityResultView(check: EligibilityCheckRow): EligibilityResultView {
  return {
    checkId: check.id,
    eligible: check.eligible,
    reasons: check.reasons,
    maxEligibleAmountSen: check.maxEligibleAmountSen,
    amountSen: check.amountSen,
    tenureMonths: check.tenureMonths,
    campaignCode: check.campaignCode,
  };
}
