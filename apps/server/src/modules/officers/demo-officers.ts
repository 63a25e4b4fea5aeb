import type { OfficerRole } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import { DEMO_PASSWORD } from '../auth/demo-accounts.ts';
import { findOfficerByEmail, insertOfficer, updateOfficer } from './officer-repository.ts';
import type { TotpSecretCipher } from './totp-secret-cipher.ts';

export interface DemoOfficer {
  readonly email: string;
  readonly fullName: string;
  readonly role: OfficerRole;
  /** Base32, as an authenticator app takes it typed in (README, 'Demo accounts'). */
  readonly totpSecret: string;
}

/**
 * One officer for each role (two for the disbursement's maker and checker), enrolled already with a known second-factor secret, so that a developer can add them
 * to an authenticator app and the browser tests can compute their codes. Their password is DEMO_PASSWORD.
 */
export const DEMO_OFFICERS: readonly DemoOfficer[] = [
  {
    email: 'verifier@sinarkredit.com.my',
    fullName: 'Nurul Huda binti Azman',
    role: 'verifier',
    totpSecret: 'TDKWGGWMOMHQXCXVAZFZK553YVZMU3GC',
  },
  {
    email: 'verifier2@sinarkredit.com.my',
    fullName: 'Lim Wei Jie',
    role: 'verifier2',
    totpSecret: 'T3FRMJAPFVDDLNUAQVSTGAUIQQ6RV64O',
  },
  {
    email: 'approver1@sinarkredit.com.my',
    fullName: 'Rajesh a/l Subramaniam',
    role: 'approver1',
    totpSecret: 'OXHK2UQEJURLY7YXDUI73BBMYU5OBDBS',
  },
  {
    email: 'approver2@sinarkredit.com.my',
    fullName: 'Siti Aminah binti Yusof',
    role: 'approver2',
    totpSecret: 'X4S53V27EJOSJ4WM7ESH6K7TVPUSPY3M',
  },
  {
    email: 'admin@sinarkredit.com.my',
    fullName: 'Ahmad Faizal bin Hassan',
    role: 'admin',
    totpSecret: 'OKZZCWKTJGD6DDLYADS3E4QG6WHEJLSI',
  },
  {
    email: 'attestation@sinarkredit.com.my',
    fullName: 'Farah Nadia binti Kamal',
    role: 'attestationOfficer',
    totpSecret: '5P44QM476SAXHT3O7YVFHQJ54VBN7YYL',
  },
  // Two, as a disbursement is prepared by one and released by another.
  {
    email: 'disbursement@sinarkredit.com.my',
    fullName: 'Wong Kar Mun',
    role: 'disbursementOfficer',
    totpSecret: 'HJRG5ELSZSEMNTF4HJVN4JEQ3WJJKRI2',
  },
  {
    email: 'disbursement2@sinarkredit.com.my',
    fullName: 'Mohd Irfan bin Zulkifli',
    role: 'disbursementOfficer',
    totpSecret: 'S6D43RDBIQUDVWZ4HSOSKTWFBAL3CAT6',
  },
];

/**
 * Creates the demo officers that do not exist yet (outside production only; the server calls it at start). A demo
 * officer with no secret, or one that cannot be read, gets its known secret back: without AUTH_TOKEN_SECRET the key
 * that seals secrets is new at every start. Anything else about an existing demo officer is left as it is.
 */
export async function ensureDemoOfficers(deps: {
  db: Database;
  passwords: PasswordHashing;
  cipher: TotpSecretCipher;
  now: Date;
}): Promise<void> {
  const { db, cipher, now } = deps;
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);
  for (const demo of DEMO_OFFICERS) {
    await db.transaction(async (tx) => {
      const officer =
        (await findOfficerByEmail(tx, demo.email)) ??
        (await insertOfficer(tx, {
          email: demo.email,
          fullName: demo.fullName,
          roles: [demo.role],
          passwordHash,
          passwordIsTemporary: false,
          at: now,
        })) ??
        (await findOfficerByEmail(tx, demo.email));
      if (!officer) throw new Error(`demo officer ${demo.email} could not be created`);
      const readable = officer.totpSecret !== null && cipher.open(officer.totpSecret, officer.id) !== null;
      if (!readable)
        await updateOfficer(tx, officer.id, { totpSecret: cipher.seal(demo.totpSecret, officer.id) }, now);
    });
  }
}
