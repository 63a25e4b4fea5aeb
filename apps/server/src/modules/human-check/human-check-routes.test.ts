import fastifyRateLimit from '@fastify/rate-limit';
import { AUTH_PATHS, humanCheckChallengeSchema } from '@sinar/domain';
import { solveChallenge } from 'altcha-lib/v1';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { fixedClock } from '../../lib/clock.ts';
import { HumanCheck } from '../../security/human-check.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { humanCheckRoutes } from './human-check-routes.ts';

const T0 = '2026-11-23T02:00:00Z';
/** A stand-in for the forms that will carry a token (login, registration, reset), to see the errors over HTTP. */
const PROTECTED = '/test/protected-form';

describe(`GET ${AUTH_PATHS.humanCheckChallenge}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const clock = fixedClock(T0);

  beforeAll(async () => {
    db = await openTestDatabase();
    const humanCheck = new HumanCheck({
      db,
      clock,
      hmacKey: 'route-test-human-check-key-32-chars',
      maxNumber: 300,
    });
    app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(fastifyRateLimit, { global: false });
    await app.register(humanCheckRoutes(humanCheck));
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        PROTECTED,
        { schema: { body: z.object({ humanCheckToken: z.string().optional() }) } },
        async (request) => {
          await humanCheck.verify(request.body.humanCheckToken);
          return { ok: true };
        },
      );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const fetchChallenge = (remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'GET', url: AUTH_PATHS.humanCheckChallenge, remoteAddress });
  const send = (payload: Record<string, unknown>, lang = 'en') =>
    app.inject({ method: 'POST', url: `${PROTECTED}?lang=${lang}`, payload });

  async function solvedToken(): Promise<string> {
    const challenge = humanCheckChallengeSchema.parse((await fetchChallenge()).json());
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('no solution');
    const { algorithm, salt, signature } = challenge;
    return btoa(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
    );
  }

  it('serves a fresh challenge that no cache may keep', async () => {
    const response = await fetchChallenge();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = humanCheckChallengeSchema.parse(response.json());
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 300 });
    expect(humanCheckChallengeSchema.parse((await fetchChallenge()).json()).challenge).not.toBe(
      challenge.challenge,
    );
  });

  it('lets a solved challenge through once, then says it is invalid, in the language asked', async () => {
    const humanCheckToken = await solvedToken();
    expect((await send({ humanCheckToken })).statusCode).toBe(200);
    const again = await send({ humanCheckToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid human-check' });
    expect((await send({ humanCheckToken }, 'ms')).json()).toEqual({ message: 'Semakan manusia tidak sah' });
  });

  it('refuses a solution after its challenge expired', async () => {
    const humanCheckToken = await solvedToken();
    clock.set(new Date(Date.parse(T0) + 600_000));
    try {
      const response = await send({ humanCheckToken });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid human-check' });
    } finally {
      clock.set(T0);
    }
  });

  it.each([
    ['en', {}, 'human-check key is missing'],
    ['en', { humanCheckToken: '' }, "Please check I'm not a robot"],
    ['en', { humanCheckToken: 'bm90IGEgdG9rZW4=' }, 'Invalid human-check'],
    ['ms', {}, 'Kunci semakan manusia tiada'],
    ['ms', { humanCheckToken: '' }, 'Sila tandakan Saya bukan robot'],
  ])('answers in %s to %j with the spec text', async (lang, payload, message) => {
    const response = await send(payload, lang);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('limits one address to sixty challenges a minute', async () => {
    for (let i = 0; i < 60; i++) expect((await fetchChallenge('10.0.0.77')).statusCode).toBe(200);
    const refused = await fetchChallenge('10.0.0.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a moment and try again.' });
    expect((await fetchChallenge('10.0.0.78')).statusCode).toBe(200);
  });
});
