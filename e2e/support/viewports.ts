/** The two layouts the product is built for: a phone (tablets get the same layout) and a desktop. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
} as const;
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
