import { type CatalogKey, DomainRuleError, REFUSAL_KINDS, type RefusalKind } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';

/** A refusal of each kind, as a rule of the domain would throw it. */
const REFUSALS: Record<RefusalKind, CatalogKey> = {
  invalid: 'validation.negativeAmount',
  conflict: 'errors.transitionNotAllowed',
  forbidden: 'status.refusals.roleNotAllowed',
  notFound: 'errors.applicationNotFound',
};

describe('a domain refusal through the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get<{ Params: { kind: RefusalKind } }>('/refusals/:kind', async (request) => {
      const { kind } = request.params;
      throw new DomainRuleError(REFUSALS[kind], {}, kind);
    });
    app.get('/refusals-without-kind', async () => {
      throw new DomainRuleError('validation.invalidDate');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['invalid', 400, en.validation.negativeAmount, ms.validation.negativeAmount],
    ['conflict', 409, en.errors.transitionNotAllowed, ms.errors.transitionNotAllowed],
    ['forbidden', 403, en.status.refusals.roleNotAllowed, ms.status.refusals.roleNotAllowed],
    ['notFound', 404, en.errors.applicationNotFound, ms.errors.applicationNotFound],
  ] as const)(
    'answers a refusal of kind %s with %i and its text in either language',
    async (kind, status, english, malay) => {
      const inEnglish = await app.inject({ method: 'GET', url: `/refusals/${kind}` });
      expect(inEnglish.statusCode).toBe(status);
      expect(inEnglish.json()).toEqual({ message: english });

      const inMalay = await app.inject({ method: 'GET', url: `/refusals/${kind}?lang=ms` });
      expect(inMalay.statusCode).toBe(status);
      expect(inMalay.json()).toEqual({ message: malay });
    },
  );

  it('covers every kind of refusal', () => {
    expect(Object.keys(REFUSALS).sort()).toEqual([...REFUSAL_KINDS].sort());
  });

  it('reads a refusal thrown without a kind as invalid input', async () => {
    const response = await app.inject({ method: 'GET', url: '/refusals-without-kind' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: en.validation.invalidDate });
  });
});
