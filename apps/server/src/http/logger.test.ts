import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, RequestLogController } from './logger.ts';

describe('the logger', () => {
  it("reduces a driver's database error to its code, constraint and statement", () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    // As PGlite throws it, with the statement's parameters and the refused row.
    const driverError = Object.assign(
      new Error('value "900615145672" violates check constraint "nric_check"'),
      {
        severity: 'ERROR',
        code: '23514',
        constraint: 'nric_check',
        table: 'users',
        detail: 'Failing row contains (900615145672, Jalan Rahsia).',
        query: 'update users set nric = $1 where id = $2',
        params: ['900615145672', 'b9b0c1b8'],
      },
    );
    logger.error({ err: driverError }, 'unhandled error');
    const entry = JSON.parse(lines[0] ?? '{}') as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: 'DatabaseError', code: '23514', statement: 'update users' });
    expect(lines[0]).not.toContain('900615145672');
    expect(lines[0]).not.toContain('Jalan Rahsia');
  });

  it("censors a driver's fields on any other error that carries them", () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    const wrapped = Object.assign(new Error('query failed'), {
      params: ['0123000001'],
      detail: 'Key (phone_no)=(0123000001) already exists.',
    });
    logger.error({ err: wrapped }, 'unhandled error');
    expect(lines[0]).not.toContain('0123000001');
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({ message: 'query failed', params: '[redacted]' });
  });

  it('logs other errors as they are', () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    logger.error({ err: Object.assign(new Error('disk full'), { code: 'ENOSPC' }) }, 'write failed');
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({ message: 'disk full', code: 'ENOSPC' });
  });
});

describe("the requests' lines", () => {
  async function served(logLevel: 'info' | 'debug') {
    const lines: string[] = [];
    const app = Fastify({
      loggerInstance: createLogger({ logLevel }, { write: (line: string) => void lines.push(line) }),
      logController: new RequestLogController(),
    });
    app.get('/ok/:nric', async () => ({ ok: true }));
    app.get('/refused/:nric', async (_request, reply) => reply.code(404).send({ message: 'not found' }));
    app.get('/failed', async () => {
      throw new Error('disk full');
    });
    await app.ready();
    const statuses = [];
    for (const url of ['/ok/900615145672', '/refused/900615145672', '/failed'])
      statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    await app.close();
    const entries = lines.map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          msg: string;
          req?: { method: string; route: string };
          res?: { statusCode: number };
        },
    );
    return { statuses, entries, written: lines.join('') };
  }

  it('at the production level, leaves out a request that went well and keeps a refused or failed one', async () => {
    const { statuses, entries, written } = await served('info');
    expect(statuses).toEqual([200, 404, 500]);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.map((entry) => entry.res?.statusCode)).toEqual([404, 500]);
    expect(completed[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', route: '/refused/:nric' },
    });
    expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(false);
    expect(written).not.toContain('/ok/');
    expect(written).not.toContain('900615145672');
  });

  it('at debug, logs every request as it comes and as it completes', async () => {
    const { entries } = await served('debug');
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toHaveLength(3);
    expect(
      entries.filter((entry) => entry.msg === 'request completed').map((entry) => entry.res?.statusCode),
    ).toEqual([200, 404, 500]);
  });
});
