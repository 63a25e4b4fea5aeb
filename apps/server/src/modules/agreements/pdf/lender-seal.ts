import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import {
  certificateFacts,
  issueCertificate,
  newRsaKeyPair,
  newSerialNumber,
} from '../../../providers/certificate-authority/x509.ts';

/** The lender's key and certificate, which seal every signed agreement. Held in memory once read at start. */
export interface LenderSeal {
  readonly privateKeyPem: string;
  /** The seal's certificate first, then any issuers the file carries. */
  readonly certificateChainPem: readonly string[];
  readonly subjectName: string;
  readonly serialNumber: string;
}

export interface LenderSealSettings {
  readonly sealP12File: string;
  readonly sealP12Passphrase: string;
  readonly createDevelopmentSeal: boolean;
}

export class LenderSealError extends Error {
  override name = 'LenderSealError';
}

const DEVELOPMENT_SEAL_YEARS = 5;
const DAY_MS = 86_400_000;

/**
 * Reads the lender's seal from its PKCS#12 file. Outside production a missing file is made once, with a self-signed
 * development certificate in the lender's name, and kept for the next starts; in production a missing or unreadable
 * file stops the start with a message naming the file, never the passphrase.
 */
export async function loadLenderSeal(settings: LenderSealSettings, lenderName: string): Promise<LenderSeal> {
  let p12: Buffer;
  try {
    p12 = await readFile(settings.sealP12File);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing || !settings.createDevelopmentSeal)
      throw new LenderSealError(`the lender's seal ${settings.sealP12File} cannot be read`);
    p12 = await createDevelopmentSeal(settings, lenderName);
  }
  return readSeal(p12, settings);
}

function readSeal(p12: Buffer, settings: LenderSealSettings): LenderSeal {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      settings.sealP12Passphrase,
    );
  } catch {
    throw new LenderSealError(
      `the lender's seal ${settings.sealP12File} cannot be opened with LENDER_SEAL_P12_PASSPHRASE`,
    );
  }
  const keyBag =
    bagsOf(parsed, forge.pki.oids.pkcs8ShroudedKeyBag)[0] ?? bagsOf(parsed, forge.pki.oids.keyBag)[0];
  const certificates = bagsOf(parsed, forge.pki.oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new LenderSealError(`the lender's seal ${settings.sealP12File} holds no private key`);
  const own = certificates.find((certificate) => {
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!own)
    throw new LenderSealError(`the lender's seal ${settings.sealP12File} holds no certificate for its key`);
  const ownPem = forge.pki.certificateToPem(own);
  const facts = certificateFacts(ownPem);
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificateChainPem: [
      ownPem,
      ...certificates.filter((certificate) => certificate !== own).map((c) => forge.pki.certificateToPem(c)),
    ],
    subjectName: facts.subjectCommonName,
    serialNumber: facts.serialNumber,
  };
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string | undefined): forge.pkcs12.Bag[] {
  if (!bagType) return [];
  return p12.getBags({ bagType })[bagType] ?? [];
}

async function createDevelopmentSeal(settings: LenderSealSettings, lenderName: string): Promise<Buffer> {
  const keys = newRsaKeyPair();
  const now = Date.now();
  const certificatePem = issueCertificate({
    subject: { commonName: `${lenderName} seal`, organization: lenderName },
    publicKeyPem: keys.publicKeyPem,
    serialNumber: newSerialNumber(),
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + DEVELOPMENT_SEAL_YEARS * 365 * DAY_MS),
    kind: 'signer',
    selfSigningKeyPem: keys.privateKeyPem,
  });
  const p12 = Buffer.from(
    forge.asn1
      .toDer(
        forge.pkcs12.toPkcs12Asn1(
          forge.pki.privateKeyFromPem(keys.privateKeyPem),
          [forge.pki.certificateFromPem(certificatePem)],
          settings.sealP12Passphrase,
          { algorithm: 'aes256' },
        ),
      )
      .getBytes(),
    'binary',
  );
  // Written aside, then linked into place: the link is made whole or not at all, and when two processes start
  // together the second finds the first's file and uses it.
  await mkdir(path.dirname(settings.sealP12File), { recursive: true });
  const partial = `${settings.sealP12File}.${randomUUID()}.partial`;
  await writeFile(partial, p12, { mode: 0o600 });
  try {
    await link(partial, settings.sealP12File);
    return p12;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(settings.sealP12File);
  } finally {
    await unlink(partial);
  }
}
