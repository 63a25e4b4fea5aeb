/**
 * The file types an applicant may upload (spec 000 section 5: pdf, png and jpeg), judged by the file's first bytes.
 * A name or a declared type costs nothing to fake, so neither decides the type; the name must then fit the type the
 * content proved (file-name.ts).
 */
export const ALLOWED_FILE_TYPES = ['pdf', 'png', 'jpeg'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

/** Each type's signature at offset 0, and the content type the file is stored and served with. */
export const FILE_SIGNATURES: Readonly<
  Record<AllowedFileType, { bytes: readonly number[]; contentType: string }>
> = {
  // '%PDF-' at the very start: readers tolerate junk before it, we do not, so a polyglot cannot pass.
  pdf: { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], contentType: 'application/pdf' },
  png: { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png' },
  // Start-of-image marker followed by the first marker's 0xFF (JFIF, Exif and raw JPEG alike).
  jpeg: { bytes: [0xff, 0xd8, 0xff], contentType: 'image/jpeg' },
};

/** How many leading bytes sniffFileType needs to see. */
export const SNIFF_LENGTH = Math.max(
  ...Object.values(FILE_SIGNATURES).map((signature) => signature.bytes.length),
);

export function sniffFileType(firstBytes: Uint8Array): AllowedFileType | null {
  return (
    ALLOWED_FILE_TYPES.find((type) =>
      FILE_SIGNATURES[type].bytes.every((byte, index) => firstBytes[index] === byte),
    ) ?? null
  );
}
