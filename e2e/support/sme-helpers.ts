import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { AUTH_PATHS } from '@sinar/domain';
import { humanCheckToken, logInThroughApi, type Tokens, temporaryPasswordSentTo } from './accounts.ts';

/**
 * A directory partner's first activation through the API, as /partner does it: the temporary password by SMS, its one
 * login, the partner's own password chosen, then a session with it.
 */
export async function activatedPartnerSession(
  request: APIRequestContext,
  partner: { readonly partnerId: string; readonly phoneNo: string },
  password = 'Rakan#Niaga2026',
): Promise<Tokens> {
  const activation = await request.post(AUTH_PATHS.smeUser, {
    data: { partnerId: partner.partnerId, humanCheckToken: await humanCheckToken(request) },
  });
  expect(activation.ok(), `activation: ${activation.status()} ${await activation.text()}`).toBe(true);
  const temporary = await temporaryPasswordSentTo(request, partner.phoneNo);
  const first = await logInThroughApi(request, {
    tab: 'partner',
    partnerId: partner.partnerId,
    password: temporary,
  });
  const change = await request.post(AUTH_PATHS.smeChangePassword(partner.partnerId), {
    headers: { Authorization: `Bearer ${first.accessToken}` },
    data: { oldPassword: temporary, newPassword: password, confirmPassword: password },
  });
  expect(change.ok(), `password change: ${change.status()} ${await change.text()}`).toBe(true);
  return logInThroughApi(request, { tab: 'partner', partnerId: partner.partnerId, password });
}

/** The labels of an SME address group in one language. */
export interface AddressLabels {
  readonly line1: string;
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
}

export const ADDRESS_LABELS = {
  en: { line1: 'Address line 1', postcode: 'Postcode', city: 'City', state: 'State' },
  ms: { line1: 'Alamat baris 1', postcode: 'Poskod', city: 'Bandar', state: 'Negeri' },
} as const satisfies Record<string, AddressLabels>;

/** Fills an address group of the SME forms (lines, postcode, city and state) found by its legend. */
export async function fillAddress(scope: Locator, legend: string, labels: AddressLabels): Promise<void> {
  const group = scope.getByRole('group', { name: legend, exact: true });
  await group
    .getByRole('textbox', { name: labels.line1 })
    .fill('No. 12, Jalan Kenari 3, Bandar Puchong Jaya');
  await group.getByRole('textbox', { name: labels.postcode }).fill('47100');
  await group.getByRole('textbox', { name: labels.city }).fill('Puchong');
  await group.getByRole('combobox', { name: labels.state }).selectOption('Selangor');
}

/** Picks the first real choice of a select whose options come from a master list. */
export async function chooseFirst(select: Locator): Promise<void> {
  await expect(select).toBeEnabled();
  await select.selectOption({ index: 1 });
}
