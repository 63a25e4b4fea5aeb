import { lookupPostcode } from '@sinar/domain/postcodes';
import { useState } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { currentUserQueryOptions, useCurrentUser } from '../../../lib/get-current-user.ts';
import { useT } from '../../../lib/use-t.ts';
import { EmailCodeForm } from '../components/email-code-form.tsx';
import { LoadFailed, Loading, NoSession } from '../components/load-state.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { useSessionUserId } from '../components/session-user.ts';

/** /update-profile and /islamic/update-profile. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.profile.title'));
  const userId = useSessionUserId();
  return (
    <Page title={t('forms.profile.title')} lead={t('account.profile.lead')} narrow>
      {userId ? <UpdateProfile userId={userId} /> : <NoSession />}
    </Page>
  );
}

function UpdateProfile({ userId }: { readonly userId: string }) {
  const profile = useCurrentUser();
  const toast = useToast();
  const [codeJustSent, setCodeJustSent] = useState(false);

  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;

  const { pendingEmail, email } = profile.data;
  return (
    <>
      {pendingEmail ? (
        <EmailCodeForm
          key={pendingEmail}
          userId={userId}
          pendingEmail={pendingEmail}
          profileKey={currentUserQueryOptions(userId).queryKey}
          focusOnMount={codeJustSent}
          onVerified={(message) => toast.show(message)}
        />
      ) : null}
      <ProfileForm
        // Once a new email is verified, the form starts again from the profile on record.
        key={email ?? ''}
        profile={profile.data}
        lookupPostcode={lookupPostcode}
        onSaved={(answer) => {
          toast.show(answer.message);
          setCodeJustSent(answer.emailVerificationPending);
        }}
      />
    </>
  );
}
