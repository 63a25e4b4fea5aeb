import { describe, expect, it } from 'vitest';
import { loginPathFor, queueListPath, safeNextPath } from './paths.ts';

describe('paths', () => {
  it('sends the officer back only to a page of this app after login', () => {
    expect(safeNextPath('/applications/abc')).toBe('/applications/abc');
    expect(safeNextPath('//evil.example/phish')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it('keeps the wanted page in the login address', () => {
    expect(loginPathFor('/queues/PENDING?product=islamic')).toBe(
      '/login?next=%2Fqueues%2FPENDING%3Fproduct%3Dislamic',
    );
    expect(loginPathFor('/')).toBe('/login');
  });

  it('writes a queue list address with its product and page', () => {
    expect(queueListPath('PENDING')).toBe('/queues/PENDING');
    expect(queueListPath('PENDING', 'islamic', 2)).toBe('/queues/PENDING?product=islamic&page=2');
  });
});
