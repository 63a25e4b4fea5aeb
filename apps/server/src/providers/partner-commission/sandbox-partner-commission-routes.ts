import {
  DEV_PARTNER_COMMISSION_PATH,
  partnerBalancesResponseSchema,
  partnerBalancesSchema,
  partnerCommissionFailureRequestSchema,
  partnerCommissionFailuresResponseSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxPartnerCommissionProvider } from './sandbox-partner-commission-provider.ts';

/**
 * The partner platform sandbox's controls over HTTP, for demos and browser journeys (decision 064): what a partner
 * holds in commission and e-wallet, and its failures on demand. Registered only outside production.
 */
export function sandboxPartnerCommissionRoutes(
  sandbox: SandboxPartnerCommissionProvider,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      DEV_PARTNER_COMMISSION_PATH,
      {
        schema: {
          tags: ['developer'],
          summary: "Sets a partner's commission and e-wallet in the sandbox (not available in production)",
          body: partnerBalancesSchema,
          response: { 200: partnerBalancesResponseSchema },
        },
      },
      async (request) => sandbox.setBalances(request.body),
    );
    app.post(
      `${DEV_PARTNER_COMMISSION_PATH}/failures`,
      {
        schema: {
          tags: ['developer'],
          summary: 'Arms a partner platform sandbox failure (not available in production)',
          body: partnerCommissionFailureRequestSchema,
          response: { 200: partnerCommissionFailuresResponseSchema },
        },
      },
      async (request) => {
        await sandbox.failNext(request.body.failure, request.body.times);
        const armed = Object.entries(await sandbox.armedFailures());
        return {
          armed: Object.fromEntries(armed.map(([failure, remaining]) => [failure, Number(remaining)])),
        };
      },
    );
  };
}
