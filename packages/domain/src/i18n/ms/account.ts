import type { CatalogShape } from '../catalog-shape.ts';
import type { account as en } from '../en/account.ts';

export const account: CatalogShape<typeof en> = {
  myAccount: 'Akaun saya',
};
