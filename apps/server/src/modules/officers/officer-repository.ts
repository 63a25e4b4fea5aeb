import type { OfficerRole } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** An officer as stored; `totpSecret` is sealed (TotpSecretCipher), never the secret itself. */
export interface OfficerRow {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
  readonly roles: OfficerRole[];
  readonly active: boolean;
  readonly passwordHash: string | null;
  readonly totpSecret: string | null;
  readonly totpLastStep: number | null;
  /** Set by an administrator (a new or reset officer): the officer must choose their own before anything else. */
  readonly passwordIsTemporary: boolean;
  readonly passwordChangedAt: Date | null;
  readonly createdAt: Date;
}

const OFFICER_COLUMNS = `id, email, full_name as "fullName", roles, active, password_hash as "passwordHash",
  totp_secret as "totpSecret", totp_last_step as "totpLastStep", password_is_temporary as "passwordIsTemporary",
  password_changed_at as "passwordChangedAt", created_at as "createdAt"`;

export async function findOfficerByEmail(db: Queryable, email: string): Promise<OfficerRow | null> {
  const [row] = await db.query<OfficerRow>(
    `select ${OFFICER_COLUMNS} from officers where email = lower($1)`,
    [email],
  );
  return row ?? null;
}

/** `lock`: for a change that depends on what is read (a code's time step, an enrolment, an update). */
export async function findOfficerById(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OfficerRow | null> {
  const [row] = await db.query<OfficerRow>(
    `select ${OFFICER_COLUMNS} from officers where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function listOfficers(db: Queryable): Promise<OfficerRow[]> {
  return db.query<OfficerRow>(
    `select ${OFFICER_COLUMNS} from officers order by active desc, full_name, email`,
  );
}

/** Null when the email is taken already. */
export async function insertOfficer(
  db: Queryable,
  officer: {
    email: string;
    fullName: string;
    roles: readonly OfficerRole[];
    passwordHash: string;
    passwordIsTemporary: boolean;
    at: Date;
  },
): Promise<OfficerRow | null> {
  const [row] = await db.query<OfficerRow>(
    `insert into officers (email, full_name, roles, password_hash, password_is_temporary, password_changed_at,
       created_at, updated_at)
     values (lower($1), $2, $3, $4, $5, $6, $6, $6) on conflict (email) do nothing returning ${OFFICER_COLUMNS}`,
    [
      officer.email,
      officer.fullName,
      officer.roles,
      officer.passwordHash,
      officer.passwordIsTemporary,
      officer.at,
    ],
  );
  return row ?? null;
}

export interface OfficerChanges {
  readonly roles?: readonly OfficerRole[];
  readonly active?: boolean;
  readonly passwordHash?: string;
  readonly passwordIsTemporary?: boolean;
  readonly passwordChangedAt?: Date;
  readonly totpSecret?: string | null;
  readonly totpLastStep?: number | null;
}

const CHANGE_COLUMNS: Record<keyof OfficerChanges, string> = {
  roles: 'roles',
  active: 'active',
  passwordHash: 'password_hash',
  passwordIsTemporary: 'password_is_temporary',
  passwordChangedAt: 'password_changed_at',
  totpSecret: 'totp_secret',
  totpLastStep: 'totp_last_step',
};

export async function updateOfficer(
  db: Queryable,
  id: string,
  changes: OfficerChanges,
  at: Date,
): Promise<OfficerRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof OfficerChanges,
    unknown,
  ][];
  const assignments = entries.map(([key], index) => `${CHANGE_COLUMNS[key]} = $${index + 3}`);
  const [row] = await db.query<OfficerRow>(
    `update officers set ${[...assignments, 'updated_at = $2'].join(', ')} where id = $1
     returning ${OFFICER_COLUMNS}`,
    [id, at, ...entries.map(([, value]) => value)],
  );
  if (!row) throw new Error(`officer ${id} not found for update`);
  return row;
}
