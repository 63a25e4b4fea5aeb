import type { Config } from '../config/config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export function openDatabase(config: Pick<Config, 'database'>): Promise<Database> {
  return config.database.kind === 'postgres'
    ? openPostgresDatabase(config.database.url)
    : openPgliteDatabase(config.database.dataDir);
}
