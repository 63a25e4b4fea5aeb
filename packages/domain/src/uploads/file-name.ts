import type { AllowedFileType } from './file-type.ts';

/** The extensions a file of each type may be named with. */
export const FILE_EXTENSIONS: Readonly<Record<AllowedFileType, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
};

/** Extensions of content that a browser, server or desktop would run or render as a page. */
const ACTIVE_EXTENSIONS = new Set([
  'htm',
  'html',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'js',
  'mjs',
  'php',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'pl',
  'py',
  'sh',
  'exe',
  'bat',
  'cmd',
  'com',
  'ps1',
  'hta',
]);

/**
 * Whether a file's name fits the type its content proved: it ends in one of that type's extensions, and no part of
 * it names active content ('shell.php.jpg'). The content alone decides how the file is stored and served; the name
 * must agree with it, since whoever downloads the file opens it by its name.
 */
export function nameFitsType(fileName: string, type: AllowedFileType): boolean {
  const parts = fileName.trim().toLowerCase().split('.');
  const extension = parts.length > 1 ? parts.at(-1) : undefined;
  if (!extension || !FILE_EXTENSIONS[type].includes(extension)) return false;
  return !parts.slice(1, -1).some((part) => ACTIVE_EXTENSIONS.has(part.trim()));
}
