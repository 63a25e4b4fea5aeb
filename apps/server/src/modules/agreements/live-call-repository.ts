import type { LiveCallBooking } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A live attestation call (table `live_call_bookings`). */
export interface LiveCallRow {
  readonly id: string;
  readonly agreementId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly state: LiveCallBooking['state'];
  readonly joinUrl: string;
  /** The calendar event's UID and SEQUENCE: a move or a cancel updates the event the customer already holds. */
  readonly calendarUid: string;
  readonly calendarSequence: number;
  readonly outcomeRemark: string | null;
}

const COLUMNS = `id, agreement_id as "agreementId", starts_at as "startsAt", ends_at as "endsAt", state,
  join_url as "joinUrl", calendar_uid as "calendarUid", calendar_sequence as "calendarSequence",
  outcome_remark as "outcomeRemark"`;

/**
 * Takes a place in the slot if one is left: the slot's row is made on first use and its count raised by one
 * conditional update, which waits for any other booking of the same slot to commit and then re-reads the count.
 * False when the slot is full.
 */
export async function takeSlotPlace(db: Queryable, startsAt: Date, capacity: number): Promise<boolean> {
  await db.query('insert into live_call_slots (starts_at) values ($1) on conflict (starts_at) do nothing', [
    startsAt,
  ]);
  const taken = await db.query(
    'update live_call_slots set booked = booked + 1 where starts_at = $1 and booked < $2 returning booked',
    [startsAt, capacity],
  );
  return taken.length === 1;
}

/**
 * Locks the rows of several slots in time order (made on first use), so that two customers swapping slots take the
 * locks in the same order and neither waits for the other forever.
 */
export async function lockSlots(db: Queryable, startsAt: readonly Date[]): Promise<void> {
  for (const instant of startsAt)
    await db.query('insert into live_call_slots (starts_at) values ($1) on conflict (starts_at) do nothing', [
      instant,
    ]);
  await db.query(
    'select starts_at from live_call_slots where starts_at = any($1::timestamptz[]) order by starts_at for update',
    [startsAt.map((instant) => instant.toISOString())],
  );
}

/** Gives back a place (a call moved away or cancelled). */
export async function releaseSlotPlace(db: Queryable, startsAt: Date): Promise<void> {
  await db.query('update live_call_slots set booked = booked - 1 where starts_at = $1 and booked > 0', [
    startsAt,
  ]);
}

/** Places taken in each slot between two instants. */
export async function slotPlacesTaken(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db.query<{ startsAt: Date; booked: number }>(
    `select starts_at as "startsAt", booked from live_call_slots where starts_at >= $1 and starts_at < $2`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.startsAt.getTime(), row.booked]));
}

export async function insertLiveCall(
  db: Queryable,
  call: {
    agreementId: string;
    startsAt: Date;
    endsAt: Date;
    joinUrl: string;
    calendarUid: string;
  },
  now: Date,
): Promise<LiveCallRow> {
  const [row] = await db.query<LiveCallRow>(
    `insert into live_call_bookings (agreement_id, starts_at, ends_at, join_url, calendar_uid, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning ${COLUMNS}`,
    [call.agreementId, call.startsAt, call.endsAt, call.joinUrl, call.calendarUid, now],
  );
  if (!row) throw new Error('the live call was not written');
  return row;
}

/** The agreement's booked call, or its latest when none is booked. */
export async function findLatestLiveCall(
  db: Queryable,
  agreementId: string,
  options: { lock?: boolean } = {},
): Promise<LiveCallRow | undefined> {
  const [row] = await db.query<LiveCallRow>(
    `select ${COLUMNS} from live_call_bookings where agreement_id = $1
     order by (state = 'BOOKED') desc, created_at desc, id desc limit 1${options.lock ? ' for update' : ''}`,
    [agreementId],
  );
  return row;
}

export async function findLiveCall(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LiveCallRow | undefined> {
  const [row] = await db.query<LiveCallRow>(
    `select ${COLUMNS} from live_call_bookings where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** A move: the new time, the calendar event's next sequence. */
export async function moveLiveCall(
  db: Queryable,
  id: string,
  to: { startsAt: Date; endsAt: Date },
  now: Date,
): Promise<LiveCallRow> {
  const [row] = await db.query<LiveCallRow>(
    `update live_call_bookings set starts_at = $2, ends_at = $3, calendar_sequence = calendar_sequence + 1,
       updated_at = $4
     where id = $1 and state = 'BOOKED' returning ${COLUMNS}`,
    [id, to.startsAt, to.endsAt, now],
  );
  if (!row) throw new Error(`live call ${id} is not booked`);
  return row;
}

/** How a booked call ended: cancelled by the customer, or completed or missed (by an officer or the system). */
export async function endLiveCall(
  db: Queryable,
  id: string,
  end: {
    state: Exclude<LiveCallRow['state'], 'BOOKED'>;
    officerId?: string | undefined;
    remark?: string | undefined;
  },
  now: Date,
): Promise<LiveCallRow> {
  const [row] = await db.query<LiveCallRow>(
    `update live_call_bookings set state = $2, outcome_by = $3, outcome_remark = $4,
       outcome_at = case when $2 = 'CANCELLED' then null else $5::timestamptz end,
       calendar_sequence = calendar_sequence + case when $2 = 'CANCELLED' then 1 else 0 end, updated_at = $5
     where id = $1 and state = 'BOOKED' returning ${COLUMNS}`,
    [id, end.state, end.officerId ?? null, end.remark ?? null, now],
  );
  if (!row) throw new Error(`live call ${id} is not booked`);
  return row;
}

/** The calls starting between two instants, for the officers' day list, in time order. */
export async function liveCallsBetween(db: Queryable, from: Date, to: Date): Promise<LiveCallRow[]> {
  return db.query<LiveCallRow>(
    `select ${COLUMNS} from live_call_bookings
     where starts_at >= $1 and starts_at < $2 and state <> 'CANCELLED'
     order by starts_at, created_at, id`,
    [from, to],
  );
}

/** Calls still booked whose day ended before `dayEndedBy`: the missed-call job's work. */
export async function overdueLiveCalls(db: Queryable, startedBefore: Date): Promise<LiveCallRow[]> {
  return db.query<LiveCallRow>(
    `select ${COLUMNS} from live_call_bookings where state = 'BOOKED' and starts_at < $1 order by starts_at, id`,
    [startedBefore],
  );
}
