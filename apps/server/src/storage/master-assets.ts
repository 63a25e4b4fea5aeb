import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiskFileStorage } from './file-storage.ts';

/** The files that ship with master data (attestation videos), read-only, in apps/server/assets. */
export const MASTER_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets');

export function masterAssetStorage(): DiskFileStorage {
  return new DiskFileStorage(MASTER_ASSETS_DIR);
}
