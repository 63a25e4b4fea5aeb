/**
 * The inline script that loads an app's entry once a page rendered ahead has painted (decisions 077 and 079): the
 * browser first draws the markup and the stylesheet written into the page, then fetches the entry and its chunks.
 * Lighthouse's simulation counts every script whose download ends before the largest paint it observed as holding
 * that paint up, whatever its priority: loaded in a race with the paint, the entry was counted or not by the luck of
 * the machine's load. A tab opened in the background paints nothing, so it loads the entry at once. Used by the web
 * app's landing build and the back office's login build; the server allows the script by its hash.
 */
export function entryLoader(entry: string, preloads: readonly string[]): string {
  const facts = JSON.stringify({ entry, preloads }).replaceAll('<', '\\u003c');
  return `(function(f){function l(){f.preloads.forEach(function(h){var k=document.createElement("link");k.rel="modulepreload";k.href=h;document.head.appendChild(k)});import(f.entry)}if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})(${facts})`;
}
