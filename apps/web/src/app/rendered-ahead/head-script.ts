import { LANGUAGE_QUERY_PARAM } from '@sinar/client/language';
import { LANGUAGES } from '@sinar/domain';
import { LANGUAGE_STORAGE_KEY } from '../../lib/language.ts';
import { ACCESS_TOKEN_KEY, TOKEN_ORGANIZATION_TYPES } from '../../lib/session.ts';
import { redirectTarget } from '../redirect-rules.ts';
import { SENT_ON_ATTRIBUTE } from './prerendered.ts';

/**
 * The landing page's head script (decision 077), run before the page's first paint, by the same rules as the app:
 * - a logged-in visitor at '/' or '/islamic' is sent on, and the page hidden, as the app's router would
 *   (`redirectTarget`); the entry applies that rule too, but only once it has loaded, after the page has been shown;
 * - the language of `?lang=` is kept as the reader's choice, as the entry's i18n does: a link followed before the
 *   entry has run (the page's links work without it) opens the next page in that language.
 * Inline, so that no request stands before it; the server allows it by its hash in the Content-Security-Policy. Its
 * targets are worked out here by `redirectTarget` itself for a visitor of each kind; the script only reads the stored
 * token's kind and the address's language.
 */
export function pageHeadScript(pathname: string): string {
  const fallback = redirectTarget({ pathname }, { loggedIn: true });
  const homes = Object.fromEntries(
    TOKEN_ORGANIZATION_TYPES.map((type) => [
      type,
      redirectTarget({ pathname }, { loggedIn: true, organizationType: type }),
    ]),
  );
  const facts = JSON.stringify({
    key: ACCESS_TOKEN_KEY,
    homes: fallback === null ? null : homes,
    fallback,
    param: LANGUAGE_QUERY_PARAM,
    languages: LANGUAGES,
    languageKey: LANGUAGE_STORAGE_KEY,
    attribute: SENT_ON_ATTRIBUTE,
  }).replaceAll('<', '\\u003c');
  return `(function(f){try{var l=new URLSearchParams(location.search).get(f.param),q=f.languages.indexOf(l)>=0;if(q)try{localStorage.setItem(f.languageKey,l)}catch(e){}if(!f.homes)return;var t=localStorage.getItem(f.key);if(!t||!t.trim())return;var k=null;try{var p=t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/");while(p.length%4)p+="=";k=JSON.parse(atob(p)).organizationType}catch(e){}var h=typeof k==="string"&&Object.prototype.hasOwnProperty.call(f.homes,k)?f.homes[k]:f.fallback;if(q)h+="?"+f.param+"="+l;var d=document.documentElement;d.setAttribute(f.attribute,h);d.style.visibility="hidden";location.replace(h)}catch(e){}})(${facts})`;
}
