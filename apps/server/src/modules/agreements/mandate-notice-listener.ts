import { AppError, notFound } from '../../http/app-error.ts';
import type { DirectDebitProvider } from '../../providers/direct-debit/direct-debit-provider.ts';
import { NoticeSignatureError } from '../../providers/signed-notice.ts';
import type { MandateService } from './mandate-service.ts';

/**
 * The bank's notices reach one handler (`MandateService.applyNotice`) whichever way they come: in-process from the
 * sandbox, as here, or posted to the callback route by a hosted provider. A notice about a mandate that is no
 * agreement's is left alone here.
 */
export function listenToMandateNotices(provider: DirectDebitProvider, mandates: MandateService): void {
  provider.onNotice(async (notice) => {
    await mandates.applyNotice(notice);
  });
}

/**
 * The callback route's answer to a notice: a forged or changed one is a 401 and nothing of it is read; one about a
 * mandate of no agreement a 404.
 */
export async function applyPostedMandateNotice(
  mandates: MandateService,
  notice: unknown,
): Promise<'applied' | 'repeat'> {
  try {
    const outcome = await mandates.applyNotice(notice);
    if (outcome === 'unknown') throw notFound('directDebit.notFound');
    return outcome;
  } catch (error) {
    if (error instanceof NoticeSignatureError) throw new AppError(401, 'directDebit.noticeRefused');
    throw error;
  }
}
