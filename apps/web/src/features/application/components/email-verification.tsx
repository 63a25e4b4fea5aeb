import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { type ApplicationView, emailVerificationCodeRequestSchema, isStepCompleted } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { completeEmailVerification } from '../api/complete-email-verification.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';

/** `?verified=1`: the applicant arrived by the emailed link, which the server has already checked. */
export const VERIFIED_QUERY_PARAM = 'verified';

/**
 * The email step: 'Send code' mails a 6-digit code and a link to the application's address; the code typed back
 * ('OTP Verified') or the link verifies it. Then the step is recorded and the journey goes on to the documents.
 */
export function EmailVerification({
  application,
  userId,
}: {
  readonly application: ApplicationView;
  readonly userId: string;
}) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const queries = useQueryClient();
  return (
    <EmailStep
      subject={{
        applicationId: application.id,
        email: application.applicantEmail,
        verified: application.emailVerified || isStepCompleted('emailVerification', application.markers),
        nextPath: path(PAGES.documentUpload),
        emailSourcePath: path(PAGES.updateProfile),
        missingEmail: { message: t('apply.email.noEmail'), action: t('apply.email.updateProfile') },
        onRecorded: () =>
          queries.invalidateQueries({ queryKey: latestApplicationQueryOptions(userId).queryKey }),
      }}
    />
  );
}

/**
 * What the email step works on, whichever journey's application it is: the address the code goes to, whether it
 * is proved already, where the journey goes next, where the address is changed, and what to refresh once the step
 * is recorded.
 */
export interface EmailStepSubject {
  readonly applicationId: string;
  readonly email: string | null;
  readonly verified: boolean;
  readonly nextPath: string;
  readonly emailSourcePath: string;
  /** What to say when the application has no address yet, and the link's text to where it is given. */
  readonly missingEmail: { readonly message: string; readonly action: string };
  readonly onRecorded: () => Promise<unknown>;
}

/** The email step of an application of either journey. */
export function EmailStep({ subject }: { readonly subject: EmailStepSubject }) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [codeVerified, setCodeVerified] = useState(false);

  const proceed = useMutation({
    mutationFn: () => completeEmailVerification(subject.applicationId),
    onSuccess: async () => {
      await subject.onRecorded();
      navigate(subject.nextPath);
    },
  });

  const email = subject.email;
  if (!email) {
    return (
      <>
        <Alert tone="error">{subject.missingEmail.message}</Alert>
        <FormActions>
          <LinkButton to={subject.emailSourcePath}>{subject.missingEmail.action}</LinkButton>
        </FormActions>
      </>
    );
  }

  const verified = codeVerified || subject.verified || search.get(VERIFIED_QUERY_PARAM) === '1';

  return (
    <FormSection title={t('apply.email.title')} lead={t('apply.email.lead')}>
      <FigureList
        figures={[{ id: 'email', term: t('apply.email.email'), value: email, breaksAnywhere: true }]}
      />
      {verified ? (
        <>
          <LiveRegion>
            <Alert tone="success" title={codeVerified ? tr('success.otpVerified') : undefined}>
              {t('apply.email.verified')}
            </Alert>
          </LiveRegion>
          <LiveRegion politeness="assertive">
            <FormError error={proceed.error} />
          </LiveRegion>
          <FormActions>
            <Button busy={proceed.isPending} onClick={() => proceed.mutate()}>
              {proceed.isPending ? t('apply.email.continuing') : t('apply.email.continue')}
            </Button>
          </FormActions>
        </>
      ) : (
        <CodeEntry
          applicationId={subject.applicationId}
          email={email}
          onVerified={() => {
            setCodeVerified(true);
            toast.show(tr('success.otpVerified'));
            proceed.mutate();
          }}
        />
      )}
    </FormSection>
  );
}

function CodeEntry({
  applicationId,
  email,
  onVerified,
}: {
  readonly applicationId: string;
  readonly email: string;
  readonly onVerified: () => void;
}) {
  const { t } = useT('journey');
  const errorText = useFieldErrorText();
  const send = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }>({
    resolver: zodResolver(emailVerificationCodeRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) => {
    send.reset();
    verify.mutate(
      { id: applicationId, code },
      {
        onSuccess: onVerified,
        onError: (error) => placeFieldErrors(error, setError, ['code']),
      },
    );
  });

  return (
    <>
      <FormActions>
        <Button
          variant={send.isSuccess ? 'secondary' : 'primary'}
          busy={send.isPending}
          onClick={() => {
            verify.reset();
            send.mutate(applicationId, { onSuccess: () => setFocus('code') });
          }}
        >
          {send.isPending
            ? t('apply.email.sending')
            : send.isSuccess
              ? t('apply.email.resend')
              : t('apply.email.send')}
        </Button>
      </FormActions>
      <LiveRegion>
        {send.isSuccess ? <Alert tone="info">{t('apply.email.sent', { email })}</Alert> : null}
      </LiveRegion>
      <LiveRegion politeness="assertive">
        <FormError error={send.error} />
        <FormError error={verify.error} fields={['code']} />
      </LiveRegion>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t('apply.email.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required="true"
          maxLength={6}
          error={errorText(errors.code)}
          {...register('code')}
        />
        <FormActions>
          <Button type="submit" busy={verify.isPending}>
            {verify.isPending ? t('apply.email.verifying') : t('apply.email.verify')}
          </Button>
        </FormActions>
      </form>
    </>
  );
}
