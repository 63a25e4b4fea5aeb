import type { CatalogShape } from './catalog-shape.ts';
import type { JourneyCatalog } from './en-journey.ts';
import { afterApproval } from './ms/journey-agreement.ts';
import { apply } from './ms/journey-apply.ts';
import { directDebit } from './ms/journey-direct-debit.ts';
import { earlySettlement } from './ms/journey-early-settlement.ts';
import { loanAccount } from './ms/journey-loan-account.ts';
import { loanCredit } from './ms/journey-loan-credit.ts';
import { payInstalment } from './ms/journey-pay-instalment.ts';
import { smeApply } from './ms/journey-sme.ts';
import { verification } from './ms/journey-verification.ts';

export const msJourney: CatalogShape<JourneyCatalog> = {
  apply,
  verification,
  afterApproval,
  directDebit,
  loanAccount,
  payInstalment,
  earlySettlement,
  loanCredit,
  smeApply,
};
