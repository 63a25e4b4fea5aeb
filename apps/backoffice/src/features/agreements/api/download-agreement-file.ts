import { apiBlob } from '../../../lib/api-client.ts';

/**
 * Downloads an agreement's file with the officer's token (a plain link could not send it): fetched into memory,
 * handed to the browser as a download under its own name, and let go at once.
 */
export async function downloadAgreementFile(url: string, fileName: string): Promise<void> {
  const blob = await apiBlob(url);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
