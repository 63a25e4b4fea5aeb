import {
  type AdminListItem,
  adminListItemListSchema,
  MASTER_ADMIN_PATHS,
  type MasterListName,
} from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET every item of a list, deactivated ones too. */
export function listItems(list: MasterListName, signal?: AbortSignal): Promise<AdminListItem[]> {
  return apiRequest(MASTER_ADMIN_PATHS.list(list), {
    signal,
    schema: adminListItemListSchema(list) as z.ZodType<AdminListItem[]>,
  });
}

export function useListItems(list: MasterListName) {
  return useQuery(listItemsQueryOptions(list));
}

export function listItemsQueryOptions(list: MasterListName) {
  return queryOptions({
    queryKey: ['masterData', 'list', list] as const,
    queryFn: ({ signal }) => listItems(list, signal),
  });
}
