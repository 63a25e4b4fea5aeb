import type { FastifyReply, FastifyRequest } from 'fastify';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { isCatalogKey, languageOf, translate } from '../../http/translator.ts';
import { ApplicationFormInvalid } from './application-form-check.ts';

/** The error answers of application calls: the account calls' ones, an incomplete form, the operator down. */
export const applicationErrorResponses = {
  ...authErrorResponses,
  422: errorBodySchema,
  503: errorBodySchema,
} as const;

/**
 * Runs `work`, answering an incomplete application form as the form errors of every other call are answered:
 * 422 `{ message, fieldErrors }`, each field's text in the request's language with its values filled in.
 */
export async function answeringFormIssues<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApplicationFormInvalid)) throw error;
    const language = languageOf(request);
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = issue.path || 'form';
      if (field in fieldErrors) continue;
      fieldErrors[field] = isCatalogKey(issue.key)
        ? translate(language, issue.key, issue.params)
        : translate(language, 'errors.invalidRequest');
    }
    return reply.code(422).send({ message: translate(language, error.key), fieldErrors });
  }
}
