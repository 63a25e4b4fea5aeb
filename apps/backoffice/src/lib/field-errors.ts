import { SERVER_ERROR } from '@sinar/client/field-errors';
import { isKnownKey } from '@sinar/client/translate';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sinar/domain';
import type { BackofficeKey } from '@sinar/domain/i18n/en-backoffice';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useT } from './use-t.ts';

/**
 * The text of a field's error. A message that is a catalog key (the shared password fields', or a refinement of
 * the app's such as an amount above the maximum) is translated; most back-office request schemas carry no messages
 * of their own, so each field names the catalog text that explains its rule (`ruleKey`); a server's message is
 * shown as it came.
 */
export function useFieldErrorText() {
  const { t, i18n } = useT();
  return useCallback(
    (error: FieldError | undefined, ruleKey: BackofficeKey, values?: Record<string, unknown>) => {
      if (!error) return undefined;
      if (error.type === SERVER_ERROR && error.message) return error.message;
      const own = error.message && isKnownKey<BackofficeKey>(i18n, error.message) ? error.message : null;
      return t(own ?? ruleKey, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, ...values });
    },
    [t, i18n],
  );
}
