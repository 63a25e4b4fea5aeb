import type { PasswordHashing } from '../ports/password-hashing.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher.ts';

export const argon2PasswordHashing: PasswordHashing = {
  hash: hashPassword,
  verify: verifyPassword,
  verifyNothing: async (password) => {
    await verifyAgainstDummy(password);
  },
};
