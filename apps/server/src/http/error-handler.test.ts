import { type CatalogKey, DomainRuleError, REFUSAL_KINDS, type RefusalKind } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest } from './app-error.ts';
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

describe("the form's text only when a form was sent", () => {
  const FORM_TEXT = en.errors.invalidRequest;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/items/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async () => ({ ok: true }));
    typed.get(
      '/search',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({
        ok: true,
      }),
    );
    typed.post(
      '/items',
      { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    app.get('/refused-by-code', async () => {
      throw badRequest('errors.invalidRequest');
    });
    app.post('/refused-by-code', async () => {
      throw badRequest('errors.invalidRequest');
    });
    app.get('/forbidden-directory', async () => {
      throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    });
    app.get('/gone', async () => {
      throw Object.assign(new Error('Gone'), { statusCode: 410 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('speaks of highlighted fields to a request that sent a body', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/items', payload: { name: '', count: 1.5 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(FORM_TEXT);
    const byCode = await app.inject({ method: 'POST', url: '/refused-by-code', payload: { any: 'thing' } });
    expect(byCode.json()).toEqual({ message: FORM_TEXT });
    const notJson = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.json()).toEqual({ message: FORM_TEXT });
  });

  it('answers a wrong path or query, with no body, with the generic text in either language', async () => {
    for (const url of ['/items/not-an-id', '/search?page=0', '/refused-by-code']) {
      const english = await app.inject({ method: 'GET', url });
      expect(english.statusCode, url).toBe(400);
      expect(english.json().message, url).toBe(en.errors.requestNotUnderstood);
      expect(english.body, url).not.toContain(FORM_TEXT);
      const malay = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ms' } });
      expect(malay.json().message, url).toBe(ms.errors.requestNotUnderstood);
      expect(malay.body).not.toContain(ms.errors.invalidRequest);
    }
    // A POST that says it carries JSON but carries nothing sent no form either.
    const empty = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: en.errors.requestNotUnderstood });
  });

  it("answers other client errors by their status, never with the form's text", async () => {
    const forbidden = await app.inject({ method: 'GET', url: '/forbidden-directory' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: en.errors.forbidden });
    const gone = await app.inject({ method: 'GET', url: '/gone' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: en.errors.requestNotUnderstood });
  });
});
