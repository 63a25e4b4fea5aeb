import { z } from 'zod';
import { DEV_API_BASE } from '../brand.ts';

/**
 * GET the failures armed in the sandboxes after approval and those each offers; POST arms one for the next `times`
 * occasions; DELETE disarms them all. Absent (404) in production, like the developer inbox.
 */
export const DEV_SANDBOX_FAILURES_PATH = `${DEV_API_BASE}/sandbox-failures`;

/**
 * What each sandbox can be asked to do wrong (README, Sandbox failure controls). Every one offers 'unavailable' (an
 * outage: requests are refused, nothing is recorded) and 'repeatNotice' (its next notice is delivered twice, with the
 * same id); the others fail the next assessment, broker leg, mandate, direct-debit collection, payout or payment; the
 * direct debit's 'dropCollectionNotice' settles the next collection without reporting it, as a lost notice, and the
 * payment gateway's 'dropCallback' loses the next payment's callback and notification (only the return and the
 * requery tell). JomPAY's 'fileNotReady' holds back the next reconciliation file asked for, and 'corruptLine' garbles
 * one payment line of it. JomPAY offers no 'repeatNotice': its bank sends files, not notices.
 */
export const SANDBOX_FAILURES = {
  'e-stamping': ['unavailable', 'rejectAssessment', 'repeatNotice'],
  'commodity-trading': ['unavailable', 'brokerFails', 'repeatNotice'],
  'direct-debit': [
    'unavailable',
    'rejectMandate',
    'repeatNotice',
    'collectionInsufficientFunds',
    'collectionAccountClosed',
    'dropCollectionNotice',
    'holdCollection',
  ],
  payout: ['unavailable', 'failPayout', 'repeatNotice'],
  'payment-gateway': ['unavailable', 'declinePayment', 'dropCallback', 'repeatNotice', 'holdPending'],
  jompay: ['unavailable', 'fileNotReady', 'corruptLine'],
} as const;
export type FailingSandbox = keyof typeof SANDBOX_FAILURES;
export type SandboxFailureOf<Sandbox extends FailingSandbox> = (typeof SANDBOX_FAILURES)[Sandbox][number];

const times = z.number().int().min(1).max(100).default(1);

export const armSandboxFailureRequestSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('e-stamping'), failure: z.enum(SANDBOX_FAILURES['e-stamping']), times }),
  z.object({
    provider: z.literal('commodity-trading'),
    failure: z.enum(SANDBOX_FAILURES['commodity-trading']),
    times,
  }),
  z.object({ provider: z.literal('direct-debit'), failure: z.enum(SANDBOX_FAILURES['direct-debit']), times }),
  z.object({ provider: z.literal('payout'), failure: z.enum(SANDBOX_FAILURES.payout), times }),
  z.object({
    provider: z.literal('payment-gateway'),
    failure: z.enum(SANDBOX_FAILURES['payment-gateway']),
    times,
  }),
  z.object({ provider: z.literal('jompay'), failure: z.enum(SANDBOX_FAILURES.jompay), times }),
]);
export type ArmSandboxFailureRequest = z.output<typeof armSandboxFailureRequestSchema>;

export const sandboxFailuresResponseSchema = z.object({
  armed: z.array(
    z.object({
      provider: z.enum(Object.keys(SANDBOX_FAILURES) as [FailingSandbox, ...FailingSandbox[]]),
      failure: z.string(),
      remaining: z.number().int().positive(),
    }),
  ),
  available: z.record(z.string(), z.array(z.string())),
});
export type SandboxFailuresResponse = z.infer<typeof sandboxFailuresResponseSchema>;

/** POST `sandboxBankAvailabilityRequestSchema`: takes a bank of the FPX sandbox offline, or back online. */
export const DEV_SANDBOX_FPX_BANKS_PATH = `${DEV_API_BASE}/sandbox-fpx-banks`;

export const sandboxBankAvailabilityRequestSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{2,12}$/),
  online: z.boolean(),
});

export const sandboxBanksResponseSchema = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string(), online: z.boolean() })),
});
