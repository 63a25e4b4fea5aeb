import { APPLICATION_PATHS, type ApplicationDraft, type Language } from '@sinar/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH the form as typed so far (`applicationDraftSchema`); the language is that of the emails it leads to. */
export async function saveDraft(input: {
  readonly id: string;
  readonly language: Language;
  readonly draft: ApplicationDraft;
}): Promise<void> {
  await apiRequest(APPLICATION_PATHS.update(input.language, input.id), {
    method: 'PATCH',
    json: input.draft,
  });
}
