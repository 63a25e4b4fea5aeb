import { about } from './en/content-about.ts';
import { faq } from './en/content-faq.ts';
import { legal } from './en/content-legal.ts';
import { privacy } from './en/content-privacy.ts';

/** Long page content (about us, FAQ, legal terms, privacy policy), loaded only by the pages that show it. */
export const enContent = { about, faq, legal, privacy };
export type ContentCatalog = typeof enContent;
