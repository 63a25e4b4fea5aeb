import {
  type AdminListItem,
  adminListItemSchema,
  type ListItemUpdateRequest,
  MASTER_ADMIN_PATHS,
  type MasterListName,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { listItemsQueryOptions } from './list-items.ts';

/** PATCH an item's names and attributes, or (de)activate it. */
export function updateListItem(
  list: MasterListName,
  id: string,
  body: ListItemUpdateRequest,
): Promise<AdminListItem> {
  return apiRequest(MASTER_ADMIN_PATHS.listItem(list, id), {
    method: 'PATCH',
    json: body,
    schema: adminListItemSchema(list) as z.ZodType<AdminListItem>,
  });
}

export function useUpdateListItem(list: MasterListName, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListItemUpdateRequest) => updateListItem(list, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listItemsQueryOptions(list).queryKey }),
  });
}
