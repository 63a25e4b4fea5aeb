import { useState } from 'react';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/use-t.ts';
import { smeUserQueryOptions, useSmeUser } from '../api/get-sme-user.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EmailCodeForm } from '../components/email-code-form.tsx';
import { LoadFailed, Loading, NoSession } from '../components/load-state.tsx';
import { useSessionUserId } from '../components/session-user.ts';
import { SmeEmailForm } from '../components/sme-email-form.tsx';
import { SmePhoneForm } from '../components/sme-phone-form.tsx';
import { TinForm } from '../components/tin-form.tsx';

/** /sme/update-profile: the SME partner's phone, email (with its code), TIN and password. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.profile.title'));
  const userId = useSessionUserId();
  return (
    <Page title={t('forms.profile.title')} lead={t('account.sme.lead')} narrow>
      {userId ? <SmeProfile userId={userId} /> : <NoSession />}
    </Page>
  );
}

function SmeProfile({ userId }: { readonly userId: string }) {
  const { t } = useT();
  const toast = useToast();
  const partner = useSmeUser(userId);
  const [codeJustSent, setCodeJustSent] = useState(false);

  if (partner.isPending) return <Loading />;
  if (partner.isError) return <LoadFailed onRetry={() => void partner.refetch()} />;

  const user = partner.data;
  const profileKey = smeUserQueryOptions(userId).queryKey;
  return (
    <>
      <FormSection title={t('account.sme.partner')}>
        <FigureList
          figures={[
            { id: 'partnerId', term: t('forms.partner.partnerId'), value: user.partnerId },
            { id: 'name', term: t('forms.staffRegistration.name'), value: user.fullName },
            ...(user.companyName
              ? [{ id: 'company', term: t('account.sme.company'), value: user.companyName }]
              : []),
          ]}
        />
      </FormSection>
      <FormSection title={t('account.sme.phone')}>
        <SmePhoneForm userId={userId} phoneNo={user.phoneNo} />
      </FormSection>
      {user.pendingEmail ? (
        <EmailCodeForm
          key={user.pendingEmail}
          userId={userId}
          pendingEmail={user.pendingEmail}
          profileKey={profileKey}
          focusOnMount={codeJustSent}
          onVerified={(message) => toast.show(message)}
        />
      ) : null}
      <FormSection title={t('account.sme.email')}>
        <SmeEmailForm
          userId={userId}
          currentEmail={user.email}
          profileKey={profileKey}
          onCodeSent={() => setCodeJustSent(true)}
        />
      </FormSection>
      <FormSection title={t('forms.tin.title')} lead={t('account.tin.lead')}>
        <TinForm owner={{ kind: 'sme', userId }} currentTin={user.tinNumber} profileKey={profileKey} />
      </FormSection>
      <FormSection title={t('forms.changePassword.title')}>
        <ChangePasswordForm partnerId={user.partnerId} />
      </FormSection>
    </>
  );
}
