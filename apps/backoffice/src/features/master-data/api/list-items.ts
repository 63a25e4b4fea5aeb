import {
  type AdminListItem,
  adminListItemSchema,
  MASTER_ADMIN_PATHS,
  type MasterListName,
} from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const listItemsKey = (list: MasterListName) => ['masterData', 'list', list] as const;

/** GET every item of a list, deactivated ones too. */
export function listItems(list: MasterListName, signal?: AbortSignal): Promise<AdminListItem[]> {
  return apiRequest(MASTER_ADMIN_PATHS.list(list), {
    signal,
    schema: z.array(adminListItemSchema(list)) as z.ZodType<AdminListItem[]>,
  });
}

export function useListItems(list: MasterListName) {
  return useQuery({ queryKey: listItemsKey(list), queryFn: ({ signal }) => listItems(list, signal) });
}
