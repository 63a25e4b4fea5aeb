import type { CatalogShape } from '../catalog-shape.ts';
import type { auth as en } from '../en/auth.ts';

export const auth: CatalogShape<typeof en> = {
  logIn: 'Log masuk',
  logOut: 'Log keluar',
};
