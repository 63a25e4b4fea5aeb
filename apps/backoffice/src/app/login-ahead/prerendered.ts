/**
 * The login screen rendered ahead by the build (decision 079): `#root` carries the language it was rendered in, and
 * the entry, finding it, keeps it on screen until the app can replace it in one commit.
 */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';

/** The one back-office path rendered ahead: the first screen every officer opens. */
export const LOGIN_PATH = '/backoffice/login';
