/**
 * The login screen rendered ahead by the build (decision 079): `#root` carries the language it was rendered in, and
 * the entry, finding it, keeps it on screen until the app can replace it in one commit.
 */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';

/** The one back-office path rendered ahead: the first screen every officer opens. */
export const LOGIN_PATH = '/backoffice/login';

/**
 * Set on `<html>` to the index among the page's forms of the one an officer sent before the app had taken the page
 * over; the app sends it again once it has. Not on the form itself, which the app takes over as the build rendered it.
 */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-submit-pending';

/**
 * The login page's head script: until the app has taken the page over, a form sent (the officer's Continue) is kept
 * from the browser's own submission, which would put the email and password in the address, and noted for the app
 * to send again. Once the app runs, its forms prevent that themselves, before this listener on the window hears of
 * it. Inline, allowed by its hash in the server's Content-Security-Policy.
 */
export function submitGuardScript(): string {
  return `addEventListener("submit",function(e){if(e.defaultPrevented)return;e.preventDefault();document.documentElement.setAttribute(${JSON.stringify(PENDING_SUBMIT_ATTRIBUTE)},[].indexOf.call(document.forms,e.target))})`;
}
