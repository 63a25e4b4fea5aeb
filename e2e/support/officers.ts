import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * The demo officers (README, 'Demo officers') and logging in to the back office as a person does: email and
 * password, then the code their authenticator app shows. The server refuses a code whose 30-second step was already
 * used by that officer (replay), so a second login in the same step waits for the next one: the journeys that use
 * these officers run in one worker, one after the other.
 */
export const OFFICERS = {
  verifier: { email: 'verifier@sinarkredit.com.my', secret: 'TDKWGGWMOMHQXCXVAZFZK553YVZMU3GC' },
  approver1: { email: 'approver1@sinarkredit.com.my', secret: 'OXHK2UQEJURLY7YXDUI73BBMYU5OBDBS' },
  admin: { email: 'admin@sinarkredit.com.my', secret: 'OKZZCWKTJGD6DDLYADS3E4QG6WHEJLSI' },
} as const;
export type DemoOfficer = (typeof OFFICERS)[keyof typeof OFFICERS];

const STEP_MS = 30_000;
const lastStepUsed = new Map<string, number>();

/** The officer's current code, from a 30-second step they have not used yet in this run. */
async function freshCode(officer: DemoOfficer): Promise<string> {
  let step = Math.floor(Date.now() / STEP_MS);
  if (lastStepUsed.get(officer.secret) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 250));
    step = Math.floor(Date.now() / STEP_MS);
  }
  lastStepUsed.set(officer.secret, step);
  return new TOTP({ secret: officer.secret }).generate({ timestamp: step * STEP_MS });
}

export async function logInToBackoffice(page: Page, officer: DemoOfficer): Promise<void> {
  await page.goto('/backoffice/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email' }).fill(officer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeVisible();
  await code.fill(await freshCode(officer));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();
}

export async function logOutOfBackoffice(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out')).toBeVisible();
}
