import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

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
