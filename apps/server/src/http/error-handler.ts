import { type CatalogKey, DomainRuleError, type ErrorBody, type RefusalKind } from '@sinar/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AttemptLimitError } from '../security/attempt-limiter.ts';
import { AppError } from './app-error.ts';
import { isCatalogKey, requestLanguage, translate } from './translator.ts';

/** The status of each kind of refusal a domain rule makes (DomainRuleError); the one place that decides it. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
};

const FASTIFY_ERROR_KEYS: Record<string, [number, CatalogKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.invalidRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.invalidRequest'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.invalidRequest'],
  FST_ERR_RATE_LIMIT: [429, 'errors.tooManyRequests'],
  // The overload plugin's refusal (decision 054); its Retry-After is set by the plugin.
  FST_UNDER_PRESSURE: [503, 'errors.serviceBusy'],
};

/** The texts of other client errors, by status: none of them speaks of a form. */
const CLIENT_ERROR_KEYS: Readonly<Record<number, CatalogKey>> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
};

/**
 * Whether the request carried a body: a form, a JSON document or a file. Only then may a refusal ask the caller to
 * check its highlighted fields; a link, a probe or a call with a wrong path or query has no fields to highlight.
 */
export function sentABody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request.query, request.headers['accept-language']);
    // The form's text only for a request that sent one: the generic refusal otherwise.
    const formSent = sentABody(request);
    const say = (key: CatalogKey, params?: Record<string, unknown>) =>
      translate(
        language,
        key === 'errors.invalidRequest' && !formSent ? 'errors.requestNotUnderstood' : key,
        params,
      );

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (error.validationContext ?? 'request');
        if (field in fieldErrors) continue;
        const issueParams = issue.params as {
          params?: Record<string, unknown>;
          maximum?: unknown;
          minimum?: unknown;
        };
        const params = { max: issueParams.maximum, min: issueParams.minimum, ...issueParams.params };
        fieldErrors[field] =
          issue.message && isCatalogKey(issue.message)
            ? say(issue.message, params)
            : say('errors.invalidRequest');
      }
      const first = Object.values(fieldErrors)[0];
      return send(reply, 400, {
        message: Object.keys(fieldErrors).length === 1 && first ? first : say('errors.invalidRequest'),
        fieldErrors,
      });
    }
    if (error instanceof AppError) {
      // Every 429 says when to come back; the route limits' refusals carry theirs from the rate-limit plugin.
      if (error instanceof AttemptLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { message: say(error.key, error.params) };
      if (error.fieldErrors)
        body.fieldErrors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, key]) => [field, say(key)]),
        );
      return send(reply, error.statusCode, body);
    }
    if (error instanceof DomainRuleError) {
      return send(reply, REFUSAL_STATUS[error.kind], { message: say(error.key, error.params) });
    }
    const known = error.code ? FASTIFY_ERROR_KEYS[error.code] : undefined;
    if (known) return send(reply, known[0], { message: say(known[1]) });
    if (error.statusCode === 429) return send(reply, 429, { message: say('errors.tooManyRequests') });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'client error');
      return send(reply, error.statusCode, {
        message: say(CLIENT_ERROR_KEYS[error.statusCode] ?? 'errors.invalidRequest'),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { issues: error.cause.issues.map(({ path, code }) => ({ path, code })) },
        'response does not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return send(reply, 500, { message: say('errors.somethingWentWrong') });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request.query, request.headers['accept-language']);
    return send(reply, 404, { message: translate(language, 'errors.notFound') });
  });
}

function send(reply: FastifyReply, statusCode: number, body: ErrorBody): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
