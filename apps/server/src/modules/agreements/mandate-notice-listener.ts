import { AppError } from '../../http/app-error.ts';
import type { DirectDebitProvider } from '../../providers/direct-debit/direct-debit-provider.ts';
import { NoticeSignatureError } from '../../providers/signed-notice.ts';
import type { MandateService } from './mandate-service.ts';

/**
 * The bank's notices reach one handler (`MandateService.applyNotice`) whichever way they come: in-process from the
 * sandbox, as here, or posted to the callback route by a hosted provider.
 */
export function listenToMandateNotices(provider: DirectDebitProvider, mandates: MandateService): void {
  provider.onNotice(async (notice) => {
    await mandates.applyNotice(notice);
  });
}

/** The callback route's answer to a notice: a forged or changed one is a 401 and nothing of it is read. */
export async function applyPostedMandateNotice(
  mandates: MandateService,
  notice: unknown,
): Promise<'applied' | 'repeat'> {
  try {
    return await mandates.applyNotice(notice);
  } catch (error) {
    if (error instanceof NoticeSignatureError) throw new AppError(401, 'directDebit.noticeRefused');
    throw error;
  }
}
