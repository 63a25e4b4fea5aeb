/** Personal answers (accounts, applications, the back office): no shared cache may keep them. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
