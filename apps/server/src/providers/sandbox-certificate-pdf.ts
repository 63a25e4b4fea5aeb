import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface SandboxCertificate {
  /** The issuing system, printed first: 'LEMBAGA HASIL DALAM NEGERI MALAYSIA (SANDBOX)'. */
  readonly issuer: string;
  readonly title: string;
  readonly number: string;
  /** Label and value, one line each, in order. */
  readonly lines: readonly (readonly [string, string])[];
  readonly issuedAt: Date;
  readonly footer: string;
}

/** The standard fonts write WinAnsi only: what they cannot show becomes '?', never a failure to issue. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, (character) => (/\p{M}/u.test(character) ? '' : '?'));
}

/**
 * A one-page certificate as the sandboxes issue them (a stamp certificate, a trade confirmation), built with pdf-lib:
 * the issuer, the title, the number, the particulars and a footer, with the certificate's number and issuer in the
 * document's metadata.
 */
export async function renderSandboxCertificate(certificate: SandboxCertificate): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(printable(`${certificate.title} ${certificate.number}`));
  document.setAuthor(printable(certificate.issuer));
  document.setSubject(printable(certificate.number));
  document.setCreationDate(certificate.issuedAt);
  document.setModificationDate(certificate.issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595.28, 841.89]);
  const left = 56;
  let y = 770;
  const write = (text: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    page.drawText(printable(text), {
      x: options.x ?? left,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  };
  write(certificate.issuer, { size: 10, font: bold });
  y -= 36;
  write(certificate.title, { size: 18, font: bold });
  y -= 26;
  write(`No. ${certificate.number}`, { size: 13, font: bold });
  y -= 34;
  for (const [label, value] of certificate.lines) {
    write(label, { font: bold });
    write(value, { x: left + 170 });
    y -= 20;
  }
  y -= 20;
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: 539, y: y + 10 }, thickness: 0.5 });
  write(certificate.footer, { size: 9 });
  return document.save({ useObjectStreams: false });
}
