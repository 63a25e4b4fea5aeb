import { LANGUAGE_QUERY_PARAM } from '@sinar/client/language';
import { LANGUAGES } from '@sinar/domain';
import { ACCESS_TOKEN_KEY, TOKEN_ORGANIZATION_TYPES } from '../../lib/session.ts';
import { redirectTarget } from '../redirect-rules.ts';
import { SENT_ON_ATTRIBUTE } from './prerendered.ts';

/**
 * The landing page's head script (decision 079): a logged-in visitor is sent on, and the page hidden, before its first
 * paint, by the same rule as the app's router. The entry applies that rule too, but only once it has downloaded, by
 * which time the page rendered ahead has been on screen. The script is inline so that no request stands before it; the
 * server allows it by its hash in the Content-Security-Policy. Its targets are worked out here, by `redirectTarget`
 * itself, for a visitor of each kind; the script only reads the stored token's kind and the address's language.
 * Null for a landing page that a logged-in visitor stays on.
 */
export function loggedInRedirectScript(pathname: string): string | null {
  const fallback = redirectTarget({ pathname }, { loggedIn: true });
  if (fallback === null) return null;
  const homes = Object.fromEntries(
    TOKEN_ORGANIZATION_TYPES.map((type) => [
      type,
      redirectTarget({ pathname }, { loggedIn: true, organizationType: type }),
    ]),
  );
  const facts = JSON.stringify({
    key: ACCESS_TOKEN_KEY,
    homes,
    fallback,
    param: LANGUAGE_QUERY_PARAM,
    languages: LANGUAGES,
    attribute: SENT_ON_ATTRIBUTE,
  }).replaceAll('<', '\\u003c');
  return `(function(f){try{var t=localStorage.getItem(f.key);if(!t||!t.trim())return;var k=null;try{var p=t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/");while(p.length%4)p+="=";k=JSON.parse(atob(p)).organizationType}catch(e){}var h=typeof k==="string"&&Object.prototype.hasOwnProperty.call(f.homes,k)?f.homes[k]:f.fallback;var l=new URLSearchParams(location.search).get(f.param);if(f.languages.indexOf(l)>=0)h+="?"+f.param+"="+l;var d=document.documentElement;d.setAttribute(f.attribute,h);d.style.visibility="hidden";location.replace(h)}catch(e){}})(${facts})`;
}
