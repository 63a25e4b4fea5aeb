import forge from 'node-forge';

/** The object identifiers the signature names (RFC 5652, RFC 5754). */
const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

/**
 * A detached CMS SignedData for a PDF signature of subFilter ETSI.CAdES.detached, made by node-forge's PKCS#7 as
 * @signpdf/signer-p12 makes it: SHA-256, signed attributes content type, signing time and message digest, the
 * signer's certificate and its chain embedded. Only the holder of the key calls it: the certificate authority for a
 * customer, the lender for its seal.
 */
export function detachedCadesSignature(input: {
  readonly content: Uint8Array;
  readonly privateKeyPem: string;
  /** The signer's certificate first, then its issuers. */
  readonly certificateChainPem: readonly string[];
  readonly signingTime: Date;
}): Uint8Array {
  const [signerPem, ...issuersPem] = input.certificateChainPem;
  if (!signerPem) throw new Error('a signature needs the signer certificate');
  const certificate = forge.pki.certificateFromPem(signerPem);
  const signedData = forge.pkcs7.createSignedData();
  signedData.content = forge.util.createBuffer(Buffer.from(input.content).toString('binary'));
  signedData.addCertificate(certificate);
  for (const issuerPem of issuersPem) signedData.addCertificate(forge.pki.certificateFromPem(issuerPem));
  signedData.addSigner({
    key: forge.pki.privateKeyFromPem(input.privateKeyPem),
    certificate,
    digestAlgorithm: OID.sha256,
    authenticatedAttributes: [
      { type: OID.contentType, value: OID.data },
      // forge writes a Date as UTCTime; its types name only strings.
      { type: OID.signingTime, value: input.signingTime as unknown as string },
      { type: OID.messageDigest },
    ],
  });
  signedData.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(signedData.toAsn1()).getBytes(), 'binary');
}
