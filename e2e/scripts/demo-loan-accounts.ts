import { request } from '@playwright/test';
import type { Variant } from '@sinar/domain';
import { activeLoanAccount } from '../support/loan-account-helpers.ts';

/**
 * Makes two demo customers with an ACTIVE account on a running server (`npm start`, sandboxes on): a conventional
 * loan and an Islamic financing, each walked through the real lifecycle by the API (support/loan-account-helpers.ts),
 * then prints how to log in as each. `BASE_URL` names the server (http://localhost:3000 by default). Each run makes
 * two new customers; the first instalment of each falls due about a month later.
 */
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const context = await request.newContext({ baseURL, timeout: 60_000 });
try {
  for (const variant of ['conventional', 'islamic'] as const satisfies readonly Variant[]) {
    const account = await activeLoanAccount(context, variant);
    const tab = variant === 'islamic' ? 'Sinar Kredit-i account' : 'Sinar Kredit account';
    console.log(
      `${variant}: agreement ${account.agreementNo}; log in on the ${tab} tab with ${account.applicant.email} ` +
        `(or ${account.applicant.phoneNo}) and the password ${account.applicant.password}`,
    );
  }
} finally {
  await context.dispose();
}
