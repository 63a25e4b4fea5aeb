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

/**
 * Set on `<html>` by the early-click script to the index, among the page's buttons, of the last one pressed before the
 * entry started taking the page over; the entry presses it again once it has.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** Set on `<html>` by the entry as it starts taking the page over: from then on React hears the page's clicks itself. */
export const TAKING_OVER_ATTRIBUTE = 'data-taking-over';
