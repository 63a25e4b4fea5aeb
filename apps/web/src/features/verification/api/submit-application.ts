import { APPLICATION_PATHS, type submitApplicationRequestSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryKey } from '../../../lib/latest-application.ts';

export type SubmitApplicationRequest = z.output<typeof submitApplicationRequestSchema>;

/** POST the summary's submit with its consents. */
export function submitApplication(input: {
  applicationId: string;
  consents: SubmitApplicationRequest;
}): Promise<unknown> {
  return apiRequest(APPLICATION_PATHS.submit(input.applicationId), { method: 'POST', json: input.consents });
}

export function useSubmitApplication() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queries.invalidateQueries({ queryKey: latestApplicationQueryKey() }),
  });
}
