import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/password-hasher.ts';
import type { PasswordHashing } from './ports.ts';

export const argon2PasswordHashing: PasswordHashing = {
  hash: hashPassword,
  verify: verifyPassword,
  verifyNothing: async (password) => {
    await verifyAgainstDummy(password);
  },
};
