import { AppError } from '../../http/app-error.ts';

/**
 * No product of the variant answers to a campaign, referral or product code: a 404 where the code is looked up on
 * its own, and a refusal of the code's field where a form carries it (the eligibility check).
 */
export class UnknownProductCode extends AppError {
  constructor() {
    super(404, 'errors.invalidCampaignCode');
    this.name = 'UnknownProductCode';
  }
}
