/** How customers' and officers' passwords are hashed and checked (security/argon2-password-hashing.ts). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing tells nothing. */
  verifyNothing(password: string): Promise<void>;
}
