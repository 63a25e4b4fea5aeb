import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCTION_LENDER } from '../config/testing.ts';
import { loadLenderSeal } from '../modules/agreements/pdf/lender-seal.ts';

/**
 * Production reads the seal file it is given and never makes one: a test that starts the app in production makes
 * one first and names it, beside the lender's particulars.
 */
export async function productionLenderWithSeal(): Promise<{
  readonly env: Record<string, string>;
  readonly remove: () => Promise<void>;
}> {
  const sealDir = await mkdtemp(path.join(tmpdir(), 'production-seal-'));
  const sealFile = path.join(sealDir, 'lender-seal.p12');
  await loadLenderSeal(
    {
      sealP12File: sealFile,
      sealP12Passphrase: PRODUCTION_LENDER.LENDER_SEAL_P12_PASSPHRASE,
      createDevelopmentSeal: true,
    },
    PRODUCTION_LENDER.LENDER_NAME,
  );
  return {
    env: { ...PRODUCTION_LENDER, LENDER_SEAL_P12_FILE: sealFile },
    remove: () => rm(sealDir, { recursive: true, force: true }),
  };
}
