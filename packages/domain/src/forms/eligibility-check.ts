import { z } from 'zod';
import {
  customReasonRule,
  loanAmountField,
  loanReasonFields,
  loanTermsRule,
  maxLength,
  optionalText,
  senField,
  tenureField,
} from './fields.ts';

/**
 * The eligibility quick check (spec 000 sections 3 and 5): an optional campaign or reference code, the amount and
 * tenure within the individual product's bounds, the reason (or 'other' with the reason in words), and the net
 * monthly salary. Whether the code exists is the server's answer ('Invalid campaign code'); here only its shape.
 */
export const CAMPAIGN_CODE_MAX_LENGTH = 30;

export const eligibilityCheckFormSchema = z
  .object({
    campaignCode: optionalText(maxLength(CAMPAIGN_CODE_MAX_LENGTH), (value) =>
      /^[A-Za-z0-9_-]+$/.test(value) ? null : 'errors.invalidCampaignCode',
    ),
    amountSen: loanAmountField,
    tenureMonths: tenureField,
    ...loanReasonFields,
    netSalarySen: senField('forms.fields.netSalaryRequired'),
  })
  .superRefine(loanTermsRule())
  .superRefine(customReasonRule);

export type EligibilityCheckFormInput = z.input<typeof eligibilityCheckFormSchema>;
export type EligibilityCheckForm = z.output<typeof eligibilityCheckFormSchema>;
