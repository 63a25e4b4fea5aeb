import type { Queryable } from '../../db/database.ts';

/** The notes officers leave each other on an application (table application_notes; never changed). */

export interface NoteRow {
  readonly id: number;
  readonly at: Date;
  readonly officerName: string;
  readonly body: string;
}

export async function insertNote(
  db: Queryable,
  note: { applicationId: string; officerId: string; officerName: string; body: string; at: Date },
): Promise<NoteRow> {
  const [row] = await db.query<NoteRow>(
    `insert into application_notes (application_id, officer_id, officer_name, body, at) values ($1, $2, $3, $4, $5)
     returning id, at, officer_name as "officerName", body`,
    [note.applicationId, note.officerId, note.officerName, note.body, note.at],
  );
  if (!row) throw new Error('insert into application_notes returned nothing');
  return row;
}

export function notesOf(db: Queryable, applicationId: string): Promise<NoteRow[]> {
  return db.query<NoteRow>(
    `select id, at, officer_name as "officerName", body from application_notes where application_id = $1 order by id`,
    [applicationId],
  );
}
