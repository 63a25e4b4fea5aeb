import {
  type AccountDetails,
  ONLINE_PAYMENT_MAX_SEN,
  ONLINE_PAYMENT_MIN_SEN,
  parseRinggit,
  type Sen,
  sen,
} from '@sinar/domain';

/** What is due now: the overdue instalments and the current one with their charges, never beyond what is owed. */
export function amountDueSen(account: AccountDetails): Sen {
  return sen(
    Math.min(account.overdueInstalmentSen + account.currentInstalmentSen, account.outstandingBalanceSen),
  );
}

/** The most one online payment may be: what is owed, and no more than the gateway takes. */
export function largestPaymentSen(account: AccountDetails): Sen {
  return sen(Math.min(account.outstandingBalanceSen, ONLINE_PAYMENT_MAX_SEN));
}

export type ChosenAmount =
  | { readonly sen: Sen; readonly problem?: undefined }
  | { readonly sen?: undefined; readonly problem: 'required' | 'invalid' | 'tooSmall' | 'tooLarge' };

/** A chosen amount typed in ringgit, read to the sen by the domain and held to RM1 up to `largest`. */
export function readChosenAmount(text: string, largest: Sen): ChosenAmount {
  if (text.trim() === '') return { problem: 'required' };
  const parsed = parseRinggit(text);
  if (parsed.sen === undefined) return { problem: 'invalid' };
  if (parsed.sen < ONLINE_PAYMENT_MIN_SEN) return { problem: 'tooSmall' };
  if (parsed.sen > largest) return { problem: 'tooLarge' };
  return { sen: parsed.sen };
}
