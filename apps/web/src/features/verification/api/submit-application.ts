import {
  APPLICATION_PATHS,
  type ApplicationView,
  applicationMessageResponseSchema,
  type submitApplicationRequestSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';

export type SubmitApplicationRequest = z.output<typeof submitApplicationRequestSchema>;

/** POST the summary's submit with its consents (a first submission, or a resubmission after a refer-back). */
export async function submitApplication(input: {
  applicationId: string;
  consents: SubmitApplicationRequest;
}): Promise<ApplicationView> {
  const answer = await apiRequest(APPLICATION_PATHS.submit(input.applicationId), {
    method: 'POST',
    json: input.consents,
    schema: applicationMessageResponseSchema,
  });
  return answer.application;
}

export function useSubmitApplication() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queries.invalidateQueries({ queryKey: latestApplicationQueryOptions().queryKey }),
  });
}
