import { X509Certificate } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LenderSealError, loadLenderSeal } from './lender-seal.ts';

describe("the lender's seal", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lender-seal-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const settings = (file: string, overrides: { passphrase?: string; development?: boolean } = {}) => ({
    sealP12File: path.join(dir, file),
    sealP12Passphrase: overrides.passphrase ?? 'seal-passphrase',
    createDevelopmentSeal: overrides.development ?? true,
  });

  it('is made at first start outside production, kept in a file only the server reads, and read again after', async () => {
    const first = await loadLenderSeal(settings('signing/seal.p12'), 'Sinar Kredit Sdn. Bhd.');
    const certificate = new X509Certificate(first.certificateChainPem[0] ?? '');
    expect(certificate.subject.split('\n')).toEqual(
      expect.arrayContaining(['CN=Sinar Kredit Sdn. Bhd. seal', 'O=Sinar Kredit Sdn. Bhd.']),
    );
    expect(certificate.serialNumber.toLowerCase()).toBe(first.serialNumber);
    expect(first.subjectName).toBe('Sinar Kredit Sdn. Bhd. seal');
    expect(((await stat(path.join(dir, 'signing/seal.p12'))).mode & 0o777).toString(8)).toBe('600');

    const again = await loadLenderSeal(settings('signing/seal.p12'), 'Sinar Kredit Sdn. Bhd.');
    expect(again.serialNumber).toBe(first.serialNumber);
    expect(again.privateKeyPem).toBe(first.privateKeyPem);
  });

  it('is made once when several processes start together', async () => {
    const seals = await Promise.all(
      [1, 2, 3].map(() => loadLenderSeal(settings('together/seal.p12'), 'Sinar Kredit Sdn. Bhd.')),
    );
    const kept = await loadLenderSeal(settings('together/seal.p12'), 'Sinar Kredit Sdn. Bhd.');
    expect(seals.map((seal) => seal.serialNumber)).toEqual([
      kept.serialNumber,
      kept.serialNumber,
      kept.serialNumber,
    ]);
    expect(await readdir(path.join(dir, 'together'))).toEqual(['seal.p12']);
  });

  it('refuses a wrong passphrase, naming the file but never the passphrase', async () => {
    await loadLenderSeal(settings('locked/seal.p12'), 'Sinar Kredit Sdn. Bhd.');
    const refusal = await loadLenderSeal(
      settings('locked/seal.p12', { passphrase: 'not-the-passphrase' }),
      'Sinar Kredit Sdn. Bhd.',
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LenderSealError);
    expect((refusal as Error).message).toContain(path.join(dir, 'locked/seal.p12'));
    expect((refusal as Error).message).not.toContain('not-the-passphrase');
  });

  it('is never made up in production: a missing file stops the start', async () => {
    const refusal = await loadLenderSeal(
      settings('production/seal.p12', { development: false }),
      'Sinar Kredit Sdn. Bhd.',
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LenderSealError);
    await expect(stat(path.join(dir, 'production/seal.p12'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
