import type { Queryable } from '../../db/database.ts';

export async function insertContactMessage(
  db: Queryable,
  message: { reference: string; email: string; comments: string; language: 'en' | 'ms' },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.query<{ id: string; created_at: Date }>(
    `insert into contact_messages (reference, email, comments, language) values ($1, $2, $3, $4)
     returning id, created_at`,
    [message.reference, message.email, message.comments, message.language],
  );
  const inserted = row as { id: string; created_at: Date };
  return { id: inserted.id, createdAt: inserted.created_at };
}
