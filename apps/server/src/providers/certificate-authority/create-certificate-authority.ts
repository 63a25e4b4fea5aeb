import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CertificateAuthority } from './certificate-authority.ts';
import { SandboxCertificateAuthority } from './sandbox-certificate-authority.ts';

/**
 * Only the sandbox exists until the CA's contract is signed; config.ts refuses to start production with it unless
 * ALLOW_SANDBOX_IN_PRODUCTION lists 'certificate-authority'. A licensed CA's signing service becomes a case here.
 */
export function createCertificateAuthority(
  config: Config,
  db: Database,
  log: Logger,
  clock: Clock,
): CertificateAuthority {
  switch (config.certificateAuthority.provider) {
    case 'sandbox':
      return new SandboxCertificateAuthority({ db, log, clock });
  }
}
