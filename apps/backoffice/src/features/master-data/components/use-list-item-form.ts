import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { ListItemFormValues } from './list-item-form-values.ts';

/**
 * The form behind a list item's create and edit forms. It holds every list's attributes side by side while the
 * contract's schema for one list types only that list's, so the resolver is cast to the form's values; the schema
 * still decides what is valid.
 */
export function useListItemForm(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: ListItemFormValues,
) {
  return useForm<ListItemFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ListItemFormValues>,
    defaultValues,
  });
}
