/**
 * The landing page rendered ahead by the build (decision 072): `#root` carries the language it was rendered in, so
 * that the browser takes it over only when the reader's language is the same.
 */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';
