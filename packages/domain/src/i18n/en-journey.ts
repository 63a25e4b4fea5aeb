import type { KeyOf } from './catalog-key.ts';
import { afterApproval } from './en/journey-agreement.ts';
import { apply } from './en/journey-apply.ts';
import { directDebit } from './en/journey-direct-debit.ts';
import { earlySettlement } from './en/journey-early-settlement.ts';
import { loanAccount } from './en/journey-loan-account.ts';
import { loanCredit } from './en/journey-loan-credit.ts';
import { payInstalment } from './en/journey-pay-instalment.ts';
import { smeApply } from './en/journey-sme.ts';
import { verification } from './en/journey-verification.ts';

/** Texts of the application journey's screens and the agreement's after approval, loaded only by the routes that show them (not the landing page). */
export const enJourney = {
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
export type JourneyCatalog = typeof enJourney;
/** A text of the application journey's screens (the web app's `journey` namespace). */
export type JourneyKey = KeyOf<JourneyCatalog>;
