import type { IdentityCardType, OrganizationType, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `users` as the services use it. */
export interface UserRow {
  readonly id: string;
  readonly organizationType: OrganizationType;
  readonly fullName: string;
  readonly email: string | null;
  readonly pendingEmail: string | null;
  readonly phoneNo: string | null;
  readonly icType: IdentityCardType | null;
  readonly nric: string | null;
  readonly raceId: string | null;
  readonly residentialAddress1: string | null;
  readonly residentialAddress2: string | null;
  readonly residentialAddress3: string | null;
  readonly postcode: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly grossSalaryRangeId: string | null;
  readonly referralPartnerId: string | null;
  readonly partnerId: string | null;
  readonly partnerType: string | null;
  readonly companyName: string | null;
  readonly tinNumber: string | null;
  readonly brands: Variant[];
  readonly marketingConsent: boolean;
  readonly marketingConsentAt: Date | null;
  readonly passwordHash: string | null;
  readonly passwordIsTemporary: boolean;
  readonly temporaryPasswordHash: string | null;
  readonly temporaryPasswordExpiresAt: Date | null;
  readonly emailVerifiedAt: Date | null;
  readonly latestApplicationId: string | null;
  readonly latestAgreementId: string | null;
  readonly allowToApplyNewLoanAfter: Date | null;
  readonly language: 'en' | 'ms';
  readonly lockedAt: Date | null;
  readonly createdAt: Date;
}

const USER_COLUMNS = `
  id, organization_type as "organizationType", full_name as "fullName", email, pending_email as "pendingEmail",
  phone_no as "phoneNo", ic_type as "icType", nric, race_id as "raceId",
  residential_address1 as "residentialAddress1", residential_address2 as "residentialAddress2",
  residential_address3 as "residentialAddress3", postcode, city, state,
  gross_salary_range_id as "grossSalaryRangeId", referral_partner_id as "referralPartnerId",
  partner_id as "partnerId", partner_type as "partnerType", company_name as "companyName",
  tin_number as "tinNumber", brands, marketing_consent as "marketingConsent",
  marketing_consent_at as "marketingConsentAt", password_hash as "passwordHash",
  password_is_temporary as "passwordIsTemporary", temporary_password_hash as "temporaryPasswordHash",
  temporary_password_expires_at as "temporaryPasswordExpiresAt",
  email_verified_at as "emailVerifiedAt", latest_application_id as "latestApplicationId",
  latest_agreement_id as "latestAgreementId", allow_to_apply_new_loan_after as "allowToApplyNewLoanAfter",
  language, locked_at as "lockedAt", created_at as "createdAt"`;

const LIVE = 'deleted_at is null';

async function one(db: Queryable, where: string, params: unknown[], lock = false): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where ${LIVE} and ${where}${lock ? ' for update' : ''}`,
    params,
  );
  return row ?? null;
}

export function findUserById(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  return one(db, 'id = $1', [id], options.lock);
}

/** The user whether or not the account was deleted: the lender's records keep naming them. */
export async function findUserEvenDeleted(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row ?? null;
}

/** The full names of the users, deleted ones too, by id. */
export async function userNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; fullName: string }>(
    'select id, full_name as "fullName" from users where id = any($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** Whether an individual's live account holds the NRIC. */
/** Whether a live individual other than `userId` holds the NRIC. */
export async function isNricHeldByAnother(db: Queryable, userId: string, nric: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (select 1 from users where ${LIVE} and organization_type = 'INDIVIDUAL' and nric = $1
       and id <> $2) as taken`,
    [nric, userId],
  );
  return row?.taken ?? false;
}

export async function isNricTaken(db: Queryable, nric: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (select 1 from users where ${LIVE} and organization_type = 'INDIVIDUAL' and nric = $1) as taken`,
    [nric],
  );
  return row?.taken ?? false;
}

export function findIndividualByPhone(db: Queryable, phoneNo: string) {
  return one(db, `organization_type = 'INDIVIDUAL' and phone_no = $1`, [phoneNo]);
}

export function findUserByEmail(db: Queryable, organizationType: OrganizationType, email: string) {
  return one(db, 'organization_type = $1 and email = $2', [organizationType, email]);
}

export function findSmeUserByPartnerId(db: Queryable, partnerId: string) {
  return one(db, `organization_type = 'SME' and partner_id = $1`, [partnerId]);
}

export async function registrationConflicts(
  db: Queryable,
  input: { email: string; phoneNo: string; nric?: string },
  organizationType: OrganizationType = 'INDIVIDUAL',
): Promise<{ email: boolean; phoneNo: boolean; nric: boolean }> {
  const [row] = await db.query<{ email: boolean; phoneNo: boolean; nric: boolean }>(
    `select
       exists (select 1 from users where ${LIVE} and organization_type = $4 and email = $1) as email,
       exists (select 1 from users where ${LIVE} and organization_type = 'INDIVIDUAL' and phone_no = $2) as "phoneNo",
       exists (select 1 from users where ${LIVE} and organization_type = 'INDIVIDUAL' and nric = $3) as nric`,
    [input.email, input.phoneNo, input.nric ?? null, organizationType],
  );
  return row ?? { email: false, phoneNo: false, nric: false };
}

export interface NewUser {
  readonly id?: string;
  readonly organizationType: OrganizationType;
  readonly fullName: string;
  readonly email?: string | null;
  readonly phoneNo?: string | null;
  readonly icType?: IdentityCardType | null;
  readonly nric?: string | null;
  readonly raceId?: string | null;
  readonly residentialAddress1?: string | null;
  readonly residentialAddress2?: string | null;
  readonly residentialAddress3?: string | null;
  readonly postcode?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly grossSalaryRangeId?: string | null;
  readonly referralPartnerId?: string | null;
  readonly partnerId?: string | null;
  readonly partnerType?: string | null;
  readonly companyName?: string | null;
  readonly tinNumber?: string | null;
  readonly brands?: Variant[];
  readonly marketingConsent?: boolean;
  readonly marketingConsentAt?: Date | null;
  readonly passwordHash?: string | null;
  readonly passwordIsTemporary?: boolean;
  readonly temporaryPasswordHash?: string | null;
  readonly temporaryPasswordExpiresAt?: Date | null;
  readonly emailVerifiedAt?: Date | null;
  readonly language?: 'en' | 'ms';
}

const COLUMN_OF: Record<keyof NewUser, string> = {
  id: 'id',
  organizationType: 'organization_type',
  fullName: 'full_name',
  email: 'email',
  phoneNo: 'phone_no',
  icType: 'ic_type',
  nric: 'nric',
  raceId: 'race_id',
  residentialAddress1: 'residential_address1',
  residentialAddress2: 'residential_address2',
  residentialAddress3: 'residential_address3',
  postcode: 'postcode',
  city: 'city',
  state: 'state',
  grossSalaryRangeId: 'gross_salary_range_id',
  referralPartnerId: 'referral_partner_id',
  partnerId: 'partner_id',
  partnerType: 'partner_type',
  companyName: 'company_name',
  tinNumber: 'tin_number',
  brands: 'brands',
  marketingConsent: 'marketing_consent',
  marketingConsentAt: 'marketing_consent_at',
  passwordHash: 'password_hash',
  passwordIsTemporary: 'password_is_temporary',
  temporaryPasswordHash: 'temporary_password_hash',
  temporaryPasswordExpiresAt: 'temporary_password_expires_at',
  emailVerifiedAt: 'email_verified_at',
  language: 'language',
};

function columnsAndValues(fields: Partial<NewUser>): { columns: string[]; values: unknown[] } {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined) as [
    keyof NewUser,
    unknown,
  ][];
  return { columns: entries.map(([key]) => COLUMN_OF[key]), values: entries.map(([, value]) => value) };
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { columns, values } = columnsAndValues(user);
  const placeholders = values.map((_, index) => `$${index + 1}`);
  const [row] = await db.query<UserRow>(
    `insert into users (${columns.join(', ')}) values (${placeholders.join(', ')}) returning ${USER_COLUMNS}`,
    values,
  );
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/** Fields a user or an officer may change after registration. */
export type UserChanges = Partial<Omit<NewUser, 'organizationType'>> & {
  readonly pendingEmail?: string | null;
  readonly passwordChangedAt?: Date;
  readonly latestApplicationId?: string | null;
  readonly latestAgreementId?: string | null;
  readonly allowToApplyNewLoanAfter?: Date | null;
  readonly lockedAt?: Date | null;
};

const EXTRA_COLUMN_OF: Record<string, string> = {
  pendingEmail: 'pending_email',
  passwordChangedAt: 'password_changed_at',
  latestApplicationId: 'latest_application_id',
  latestAgreementId: 'latest_agreement_id',
  allowToApplyNewLoanAfter: 'allow_to_apply_new_loan_after',
  lockedAt: 'locked_at',
};

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(
    ([key], index) => `${COLUMN_OF[key as keyof NewUser] ?? EXTRA_COLUMN_OF[key]} = $${index + 2}`,
  );
  const [row] = await db.query<UserRow>(
    `update users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and ${LIVE}
     returning ${USER_COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** Keeps the row for the lender's records; removes what lets anyone log in as it. */
export async function markUserDeleted(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update users set deleted_at = now(), password_hash = null, pending_email = null, updated_at = now()
     where id = $1 and ${LIVE}`,
    [id],
  );
}

export async function insertUserAuditEvent(
  db: Queryable,
  event: {
    userId: string;
    actorKind: 'user' | 'officer' | 'system';
    actorId: string | null;
    event: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.query(
    `insert into user_audit_events (user_id, actor_kind, actor_id, event, before, after)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      event.userId,
      event.actorKind,
      event.actorId,
      event.event,
      event.before === undefined ? null : JSON.stringify(event.before),
      event.after === undefined ? null : JSON.stringify(event.after),
    ],
  );
}
