import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONVENTIONAL_BRAND_PATH } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table.ts';

/** The specification's screens as data, kept in docs/spec. */
const routesTsv = resolve(import.meta.dirname, '../../../../docs/spec/routes.tsv');

describe('ROUTE_TABLE', () => {
  it("has every route of the specification's routes.tsv with its access and twins", () => {
    const specified = readFileSync(routesTsv, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => {
        const [path = '', access = '', area = ''] = line.split('\t');
        const words = area.split(' ');
        const islamic = words.includes('twin') || words.includes('own-islamic-page');
        const twins = islamic && words.includes('brand') ? 'islamic+brand' : islamic ? 'islamic' : 'none';
        return { path: path.replace('/{brand}', CONVENTIONAL_BRAND_PATH), access, twins };
      });
    const ours = ROUTE_TABLE.map(({ path, access, twins }) => ({ path, access, twins }));
    expect(ours).toEqual(expect.arrayContaining(specified));
    // The simulator, the developer inbox, the e-KYC hand-off, early settlement, the refund of a credit, the
    // direct-debit attempts and the SME loan details.
    expect(ours.length - specified.length).toBe(7);
  });
});
