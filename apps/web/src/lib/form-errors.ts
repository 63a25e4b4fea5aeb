import { SERVER_ERROR } from '@sinar/client/field-errors';
import { PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '@sinar/domain';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { messageText } from './message-text.ts';
import { useT } from './use-t.ts';

/**
 * The text of a field's error. A schema's message is a catalog key (translated here, with the values of its
 * placeholders: the password minimum, the field's maximum length...); a server's message is shown as it came.
 */
export function useFieldErrorText() {
  const { t, i18n } = useT();
  return useCallback(
    (error: FieldError | undefined, values?: Record<string, unknown>): string | undefined => {
      if (!error?.message) return undefined;
      if (error.type === SERVER_ERROR) return error.message;
      return messageText(t, i18n, error.message, {
        min: PASSWORD_MIN_LENGTH,
        max: TEXT_MAX_LENGTH,
        ...values,
      });
    },
    [t, i18n],
  );
}
