import {
  armSandboxFailureRequestSchema,
  DEV_SANDBOX_FAILURES_PATH,
  DEV_SANDBOX_FPX_BANKS_PATH,
  type FailingSandbox,
  SANDBOX_FAILURES,
  type SandboxFailureOf,
  type SandboxFailuresResponse,
  sandboxBankAvailabilityRequestSchema,
  sandboxBanksResponseSchema,
  sandboxFailuresResponseSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/app-error.ts';

/** What the developer route needs of a sandbox that fails on demand. */
export interface FailingSandboxControls<Sandbox extends FailingSandbox> {
  failNext(failure: SandboxFailureOf<Sandbox>, times?: number): Promise<void>;
  armedFailures(): Promise<Partial<Record<SandboxFailureOf<Sandbox>, number>>>;
  clearFailures(): Promise<void>;
}

export type SandboxFailureControls = {
  readonly [Sandbox in FailingSandbox]: FailingSandboxControls<Sandbox>;
} & {
  /** The FPX sandbox's banks, which can also be taken offline. */
  readonly 'direct-debit': {
    setBankOnline(code: string, online: boolean): Promise<void>;
    sandboxBanks(): Promise<readonly { code: string; name: string; online: boolean }[]>;
  };
};

/**
 * The sandboxes' failure switches over HTTP, for demos and browser journeys: arm 'rejectAssessment' and the next
 * stamping is refused. Registered only outside production, like the developer inbox.
 */
export function sandboxFailureRoutes(controls: SandboxFailureControls): FastifyPluginAsyncZod {
  const sandboxes = Object.keys(SANDBOX_FAILURES) as FailingSandbox[];
  const listing = async (): Promise<SandboxFailuresResponse> => {
    const armed = await Promise.all(
      sandboxes.map(async (provider) =>
        Object.entries(await controls[provider].armedFailures()).map(([failure, remaining]) => ({
          provider,
          failure,
          remaining: Number(remaining),
        })),
      ),
    );
    return {
      armed: armed.flat(),
      available: Object.fromEntries(sandboxes.map((provider) => [provider, [...SANDBOX_FAILURES[provider]]])),
    };
  };
  const schema = {
    tags: ['developer'],
    response: { 200: sandboxFailuresResponseSchema },
  };
  return async (app) => {
    app.get(
      DEV_SANDBOX_FAILURES_PATH,
      { schema: { ...schema, summary: "The sandboxes' failures on demand (not available in production)" } },
      listing,
    );
    app.post(
      DEV_SANDBOX_FAILURES_PATH,
      {
        schema: {
          ...schema,
          summary: 'Arms a sandbox failure for its next occasions (not available in production)',
          body: armSandboxFailureRequestSchema,
        },
      },
      async (request) => {
        const { provider, failure, times } = request.body;
        // The union pairs each provider with its own failures; the controls are looked up by the same key.
        await (controls[provider] as FailingSandboxControls<typeof provider>).failNext(failure, times);
        return listing();
      },
    );
    app.post(
      DEV_SANDBOX_FPX_BANKS_PATH,
      {
        schema: {
          tags: ['developer'],
          summary: 'Takes a bank of the FPX sandbox offline or back online (not available in production)',
          body: sandboxBankAvailabilityRequestSchema,
          response: { 200: sandboxBanksResponseSchema },
        },
      },
      async (request) => {
        const fpx = controls['direct-debit'];
        if (!(await fpx.sandboxBanks()).some((bank) => bank.code === request.body.code)) throw notFound();
        await fpx.setBankOnline(request.body.code, request.body.online);
        const banks = await fpx.sandboxBanks();
        return { banks: banks.map(({ code, name, online }) => ({ code, name, online })) };
      },
    );
    app.delete(
      DEV_SANDBOX_FAILURES_PATH,
      { schema: { ...schema, summary: 'Disarms every sandbox failure (not available in production)' } },
      async () => {
        await Promise.all(sandboxes.map((provider) => controls[provider].clearFailures()));
        return listing();
      },
    );
  };
}
