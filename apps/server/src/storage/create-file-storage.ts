import type { StorageConfig } from '../config/config.ts';
import { DiskFileStorage, type FileStorage } from './file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/** The storage of uploaded documents and e-KYC images, as configured (STORAGE_KIND). */
export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.kind) {
    case 'disk':
      return new DiskFileStorage(config.dir);
    case 's3':
      return new S3FileStorage(config);
  }
}
