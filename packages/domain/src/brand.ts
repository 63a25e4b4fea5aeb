/**
 * The product's fixed identity: the slug every service path starts with, the brands' path prefixes and the public
 * contact points. Deployment settings (ports, databases, providers) are the server's configuration, not here.
 */
export const PRODUCT_SLUG = 'sinar';

/** The conventional brand's own path prefix; the Islamic brand lives under /islamic. */
export const CONVENTIONAL_BRAND_PATH = '/sinar-kredit';
export const ISLAMIC_PATH = '/islamic';

/** Service bases of spec 001 section 7, under the product slug. */
export const API_BASES = {
  auth: `/${PRODUCT_SLUG}/auth/api/v1.0`,
  adminAuth: `/${PRODUCT_SLUG}/admin/auth/api/v1.0`,
  customer: `/${PRODUCT_SLUG}/api/v1.0`,
  admin: `/${PRODUCT_SLUG}/admin/api/v1.0`,
  master: `/${PRODUCT_SLUG}/master/api/v1.0`,
  adminMaster: `/${PRODUCT_SLUG}/admin/master/api/v1.0`,
  product: `/${PRODUCT_SLUG}/product/api/v1.0`,
  collection: `/${PRODUCT_SLUG}/collection/api/v1.0`,
} as const;

/** Developer-only endpoints (the sandbox inbox); absent in production. */
export const DEV_API_BASE = '/dev/api';

export const PUBLIC_CONTACT = {
  email: 'hello@sinarkredit.com.my',
  /** Messaging-app number in international form without '+', as wa.me links want it. */
  whatsAppNumber: '60327001234',
  phoneDisplay: '+60 3-2700 1234',
  businessHours: 'Mon-Fri 9:00-17:00',
} as const;

export function whatsAppLink(text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${PUBLIC_CONTACT.whatsAppNumber}${query}`;
}

/** Group staff register with a mailbox of the group's own domain (spec 001 section 2). */
export const STAFF_EMAIL_DOMAIN = 'sinargroup.com.my';
/** The employer of every staff application (spec 001 section 3: fixed to the group company). */
export const STAFF_EMPLOYER_NAME = 'Sinar Kredit Sdn. Bhd.';
