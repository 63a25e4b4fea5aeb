import {
  type AdminListItem,
  adminListItemSchema,
  type ListItemCreateRequest,
  MASTER_ADMIN_PATHS,
  type MasterListName,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { listItemsQueryOptions } from './list-items.ts';

/** POST a new item to a list. */
export function addListItem(list: MasterListName, body: ListItemCreateRequest): Promise<AdminListItem> {
  return apiRequest(MASTER_ADMIN_PATHS.list(list), {
    method: 'POST',
    json: body,
    schema: adminListItemSchema(list) as z.ZodType<AdminListItem>,
  });
}

export function useAddListItem(list: MasterListName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListItemCreateRequest) => addListItem(list, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listItemsQueryOptions(list).queryKey }),
  });
}
