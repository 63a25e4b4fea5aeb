import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@sinar/client/api-error';
import {
  CONTACT_COMMENTS_MAX_LENGTH,
  type ContactForm as ContactFormValues,
  contactFormSchema,
} from '@sinar/domain';
import { type FieldError, useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldStyles } from '../../../components/ui/field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { messageText } from '../../../lib/message-text.ts';
import { useT } from '../../../lib/use-t.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const SERVER_ERROR = 'server';

/**
 * The contact form: validated in the browser with the same schema the server uses (its messages are catalog keys),
 * then sent; the server's confirmation or error message is shown as it comes, already in the reader's language.
 */
export function ContactForm() {
  const { t, i18n } = useT();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { email: '', comments: '' },
  });

  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR
      ? error.message
      : messageText(t, i18n, error.message, { max: CONTACT_COMMENTS_MAX_LENGTH });
  };

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of ['email', 'comments'] as const) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: SERVER_ERROR, message });
        }
      },
    });
  });

  const used = watch('comments')?.length ?? 0;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t('site.contact.formHeading')}</h2>
      <LiveRegion>{send.isSuccess ? <Alert tone="success">{send.data.message}</Alert> : null}</LiveRegion>
      <LiveRegion politeness="assertive">
        {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
      </LiveRegion>
      <TextField
        label={t('forms.contact.email')}
        description={t('site.contact.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        aria-required="true"
        error={errorText(errors.email)}
        {...register('email')}
      />
      <TextareaField
        label={t('forms.contact.comments')}
        description={t('site.contact.commentsHint')}
        aria-required="true"
        maxLength={CONTACT_COMMENTS_MAX_LENGTH}
        error={errorText(errors.comments)}
        aside={
          <p className={fieldStyles.counter}>
            {t('site.contact.characterCount', { used, max: CONTACT_COMMENTS_MAX_LENGTH })}
          </p>
        }
        {...register('comments')}
      />
      <Button type="submit" busy={send.isPending}>
        {send.isPending ? t('common.status.sending') : t('common.actions.send')}
      </Button>
    </form>
  );
}
