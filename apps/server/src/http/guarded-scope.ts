import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The hooks that admit each audience; a public call is registered outside all three. */
export interface Guards {
  /** A logged-in customer. */
  readonly customer: onRequestAsyncHookHandler;
  /** A logged-in officer with one of the roles the route declares (`config.officerRoles`). */
  readonly officer: onRequestAsyncHookHandler;
  /** The applicant a record belongs to, or an officer: documents and identity images. */
  readonly viewer: onRequestAsyncHookHandler;
}

/**
 * The routes of one audience in a scope of their own, behind that audience's guard: one hook for the whole scope,
 * added on request, so it answers before the body is parsed or validated. A route cannot forget its guard, and a
 * call of one audience cannot sit among another's.
 */
export function guardedScope(
  guard: onRequestAsyncHookHandler,
  ...routes: readonly FastifyPluginAsyncZod[]
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', guard);
    for (const plugin of routes) await scope.register(plugin);
  };
}
