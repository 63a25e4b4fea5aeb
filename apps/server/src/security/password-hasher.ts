import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are stored as argon2id PHC strings (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), the format every argon2
 * library reads, so the hashes can move to another implementation or language without a reset of every password.
 *
 * Node's own `crypto.argon2` does the work: no native add-on to build, and its callback form runs on the libuv
 * thread pool, so a login never blocks the event loop and at most `UV_THREADPOOL_SIZE` hashes (4 by default, about
 * 76 MiB) are in memory at once however many logins arrive together.
 */

/** The OWASP minimum for argon2id (19 MiB, 2 passes, 1 lane); `needsRehash` flags any stored hash below it. */
export const PASSWORD_HASH_PARAMETERS = {
  memoryKiB: 19_456,
  passes: 2,
  parallelism: 1,
  saltBytes: 16,
  tagBytes: 32,
} as const;

const ARGON2_VERSION = 19;

/**
 * Bounds on what a stored hash may ask for. The hashes are our own, but a corrupted or planted row must not make
 * one verification allocate gigabytes or spin for minutes.
 */
const LIMITS = { maxMemoryKiB: 1_048_576, maxPasses: 64, maxParallelism: 16, minBytes: 8, maxBytes: 64 };

const PHC =
  /^\$argon2id\$v=(\d+)\$m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,3})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash {
  readonly memoryKiB: number;
  readonly passes: number;
  readonly parallelism: number;
  readonly salt: Buffer;
  readonly tag: Buffer;
}

export async function hashPassword(password: string): Promise<string> {
  const { memoryKiB, passes, parallelism, saltBytes, tagBytes } = PASSWORD_HASH_PARAMETERS;
  const salt = randomBytes(saltBytes);
  const tag = await derive(password, { memoryKiB, passes, parallelism, salt, tagBytes });
  return `$argon2id$v=${ARGON2_VERSION}$m=${memoryKiB},t=${passes},p=${parallelism}$${b64(salt)}$${b64(tag)}`;
}

/**
 * False for a wrong password and for anything that is not a hash we can check (a null column, a bcrypt hash, a
 * truncated string): a login answers "wrong credentials" rather than failing with a 500 that tells the caller
 * something about the account.
 */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  if (typeof password !== 'string') return false;
  const parsed = parse(phc);
  if (!parsed) return false;
  try {
    const tag = await derive(password, { ...parsed, tagBytes: parsed.tag.length });
    return timingSafeEqual(tag, parsed.tag);
  } catch {
    return false;
  }
}

/** True when the stored hash is weaker than today's parameters (or unreadable): rehash it at the next login. */
export function needsRehash(phc: string): boolean {
  const parsed = parse(phc);
  if (!parsed) return true;
  const current = PASSWORD_HASH_PARAMETERS;
  return (
    parsed.memoryKiB < current.memoryKiB ||
    parsed.passes < current.passes ||
    parsed.salt.length < current.saltBytes ||
    parsed.tag.length < current.tagBytes
  );
}

/**
 * The hash of a random password nobody knows, at today's parameters (a test keeps it so). Checking a password
 * against it when the account does not exist makes that login cost the same time as one for a real account, so
 * the response time does not tell which phone numbers or emails have an account.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Rk20G04EPUptOK2JRgC2UA$UmEs/6yTcLbGEoceogCeXx9xB2BIw5w5Oh/Prp16NZQ';

/** Spends the time of a real verification and always answers false; for logins to unknown accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password);
  return false;
}

function parse(phc: unknown): ParsedHash | undefined {
  if (typeof phc !== 'string' || phc.length > 512) return undefined;
  const match = PHC.exec(phc);
  if (!match) return undefined;
  const [, version, m, t, p, salt64, tag64] = match;
  const memoryKiB = Number(m);
  const passes = Number(t);
  const parallelism = Number(p);
  const salt = fromB64(salt64 ?? '');
  const tag = fromB64(tag64 ?? '');
  const { maxMemoryKiB, maxPasses, maxParallelism, minBytes, maxBytes } = LIMITS;
  const sound =
    Number(version) === ARGON2_VERSION &&
    parallelism >= 1 &&
    parallelism <= maxParallelism &&
    memoryKiB >= 8 * parallelism &&
    memoryKiB <= maxMemoryKiB &&
    passes >= 1 &&
    passes <= maxPasses &&
    salt !== undefined &&
    salt.length >= minBytes &&
    salt.length <= maxBytes &&
    tag !== undefined &&
    tag.length >= minBytes &&
    tag.length <= maxBytes;
  return sound ? { memoryKiB, passes, parallelism, salt, tag } : undefined;
}

/**
 * NFKC first, as NIST SP 800-63B advises: the same password typed on a phone and on a laptop may arrive as
 * different code points (a composed or decomposed "é") and must still match.
 */
function derive(
  password: string,
  options: { memoryKiB: number; passes: number; parallelism: number; salt: Buffer; tagBytes: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: Buffer.from(password.normalize('NFKC'), 'utf8'),
        nonce: options.salt,
        memory: options.memoryKiB,
        passes: options.passes,
        parallelism: options.parallelism,
        tagLength: options.tagBytes,
      },
      (error, derivedKey) => (error ? reject(error) : resolve(derivedKey)),
    );
  });
}

/** PHC strings use standard base64 without padding. */
function b64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

/** Refuses non-canonical base64 (a length no encoder produces) rather than guessing what it meant. */
function fromB64(text: string): Buffer | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return b64(bytes) === text ? bytes : undefined;
}
