import { STATEMENT_PATHS, type StatementLanguage } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { fetchFileWithSession } from '../../../lib/file-with-session.ts';

/** `statement-of-account/{en|bm}/agreement/{agreementId}`: the account's statement PDF in the language asked. */
export function getStatement(request: {
  readonly agreementId: string;
  readonly language: StatementLanguage;
}): Promise<Blob> {
  return fetchFileWithSession(STATEMENT_PATHS.customerStatement(request.language, request.agreementId));
}

/** Made when the customer asks for it and handed to the browser at once: a mutation, nothing cached. */
export function useStatement() {
  return useMutation({ mutationFn: getStatement });
}
