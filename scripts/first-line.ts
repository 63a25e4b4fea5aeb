// Test tools colour their messages for a terminal; the summary shows plain text.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A message's first line, without colour codes and at most 300 characters: one line of `npm test`'s summary. */
export const firstLine = (text: string | undefined): string =>
  (text ?? '').replace(ANSI_ESCAPE, '').trim().split('\n')[0]?.slice(0, 300) ?? '';
