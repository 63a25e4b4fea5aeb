/**
 * The inline script that loads an app's entry once a page rendered ahead has painted (decisions 077 and 079): the
 * browser first draws the markup and the stylesheet written into the page, then fetches the entry and its chunks.
 * Lighthouse's simulation counts every script whose download ends before the largest paint it observed as holding
 * that paint up, whatever its priority: loaded in a race with the paint, the entry was counted or not by the luck of
 * the machine's load. A tab opened in the background paints nothing, so it loads the entry at once. Used by the web
 * app's landing build and the back office's login build; the server allows the script by its hash.
 *
 * `untilInteraction` (decision 081) waits further, until the reader first touches, clicks, types or moves the focus
 * into the page, or at once when the tab's or the browser's storage holds a value under `storedKey` (a session to send
 * on): a page whose
 * markup works without its script until then (the back office's login form) spends nothing on the phone's main thread
 * before the reader acts.
 */
export function entryLoader(
  entry: string,
  preloads: readonly string[],
  options: { readonly untilInteraction?: { readonly storedKey: string } } = {},
): string {
  const facts = JSON.stringify({
    entry,
    preloads,
    key: options.untilInteraction?.storedKey ?? null,
    events: ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'submit'],
  }).replaceAll('<', '\\u003c');
  return `(function(f){var d=false;function l(){if(d)return;d=true;f.preloads.forEach(function(h){var k=document.createElement("link");k.rel="modulepreload";k.href=h;document.head.appendChild(k)});import(f.entry)}function s(){try{return!!(sessionStorage.getItem(f.key)||localStorage.getItem(f.key))}catch(e){return false}}if(f.key&&!s()){f.events.forEach(function(n){addEventListener(n,l,{capture:true,once:true,passive:true})});return}if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})(${facts})`;
}
