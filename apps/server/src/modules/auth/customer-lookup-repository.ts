import type { ApplicationStatus } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export interface CustomerMatchRow {
  readonly id: string;
  readonly fullName: string;
  readonly organizationType: string;
  readonly phoneNo: string | null;
  readonly email: string | null;
  readonly nric: string | null;
  readonly latestApplicationId: string | null;
  readonly latestApplicationNo: string | null;
  readonly latestApplicationStatus: ApplicationStatus | null;
}

/** At most this many customers answer one look-up: a wider search is refined, not paged. */
export const CUSTOMER_LOOKUP_LIMIT = 50;

/**
 * Customers whose name or email contains `text`, whose phone number contains its digits, whose NRIC is its twelve
 * digits, or who made an application of that number; with their latest application. Deleted accounts are left out.
 */
export function findCustomers(db: Queryable, text: string): Promise<CustomerMatchRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const digits = text.replace(/\D/g, '');
  return db.query<CustomerMatchRow>(
    `select u.id, u.full_name as "fullName", u.organization_type as "organizationType", u.phone_no as "phoneNo",
       u.email, u.nric, latest.id as "latestApplicationId", latest.application_no as "latestApplicationNo",
       latest.status as "latestApplicationStatus"
     from users u
     left join lateral (
       select a.id, a.application_no, a.status from applications a where a.user_id = u.id
       order by a.created_at desc, a.application_no desc limit 1
     ) latest on true
     where u.deleted_at is null and (
       u.full_name ilike $1::text or u.email ilike $1::text
       or (length($2::text) >= 4 and u.phone_no like '%' || $2::text || '%')
       or (length($2::text) = 12 and u.nric = $2::text)
       or exists (select 1 from applications a where a.user_id = u.id and a.application_no ilike $1::text)
     )
     order by u.full_name, u.id limit $3`,
    [pattern, digits, CUSTOMER_LOOKUP_LIMIT],
  );
}
