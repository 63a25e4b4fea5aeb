import type { KeyOf } from './catalog-key.ts';
import { about } from './en/content-about.ts';
import { faq } from './en/content-faq.ts';
import { legal } from './en/content-legal.ts';
import { privacy } from './en/content-privacy.ts';

/** Long page content (about us, FAQ, legal terms, privacy policy), loaded only by the pages that show it. */
export const enContent = { about, faq, legal, privacy };
export type ContentCatalog = typeof enContent;
/** A text of the long page content (the web app's `content` namespace). */
export type ContentKey = KeyOf<ContentCatalog>;
