/**
 * The landing page rendered ahead by the build (decision 072): `#root` carries the language it was rendered in, so
 * that the browser takes it over only when the reader's language is the same.
 */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';

/**
 * Set on `<html>` by the landing page's head script when it sends a logged-in visitor on (its value is where), so that
 * the entry, which runs once the page is parsed, does not start the same navigation again.
 */
export const SENT_ON_ATTRIBUTE = 'data-sent-on';
