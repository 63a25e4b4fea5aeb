/**
 * The signature drawn on the signing page, kept in memory for the TAC page that sends it: never stored, and gone
 * when the tab closes or the agreement is signed.
 */
let drawn: { readonly agreementId: string; readonly png: Blob } | null = null;

export function keepDrawnSignature(agreementId: string, png: Blob): void {
  drawn = { agreementId, png };
}

export function drawnSignatureFor(agreementId: string): Blob | null {
  return drawn?.agreementId === agreementId ? drawn.png : null;
}

export function forgetDrawnSignature(): void {
  drawn = null;
}
