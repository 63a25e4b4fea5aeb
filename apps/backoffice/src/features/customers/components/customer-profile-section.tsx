import type { CustomerDetail } from '@sinar/domain';
import { formatMalaysianDate } from '@sinar/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { customerTypeName } from './customer-type-name.ts';

type Profile = CustomerDetail['profile'];

/** The NRIC as written on the card: 6-2-4 digits. */
function nricText(nric: string): string {
  return /^\d{12}$/.test(nric) ? `${nric.slice(0, 6)}-${nric.slice(6, 8)}-${nric.slice(8)}` : nric;
}

function addressText(profile: Profile): string | null {
  const place = [profile.postcode, profile.city].filter(Boolean).join(' ');
  const lines = [
    profile.residentialAddress1,
    profile.residentialAddress2,
    profile.residentialAddress3,
    place,
    profile.state,
  ].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines.join(', ') : null;
}

/** What an admin sees of the account: identity, contact, address, consents and the state of the login. */
export function CustomerProfileSection({ profile }: { readonly profile: Profile }) {
  const { t, i18n, language } = useT();
  const orNone = (value: string | null) => value ?? t('common.none');
  return (
    <Section title={t('customers.detail.profile')}>
      <Facts
        items={[
          { label: t('customers.name'), value: profile.fullName },
          {
            label: t('customers.type'),
            value: customerTypeName(t, i18n, profile.organizationType),
          },
          { label: t('customers.nric'), value: profile.nric ? nricText(profile.nric) : t('common.none') },
          {
            label: t('customers.detail.dateOfBirth'),
            value: profile.dateOfBirth
              ? formatMalaysianDate(profile.dateOfBirth, language)
              : t('common.none'),
          },
          {
            label: t('customers.detail.age'),
            value:
              profile.age === null ? t('common.none') : t('customers.detail.ageYears', { age: profile.age }),
          },
          { label: t('customers.phone'), value: orNone(profile.phoneNo) },
          { label: t('customers.email'), value: orNone(profile.email) },
          ...(profile.pendingEmail
            ? [{ label: t('customers.detail.pendingEmail'), value: profile.pendingEmail }]
            : []),
          { label: t('customers.detail.address'), value: orNone(addressText(profile)) },
          { label: t('customers.detail.tin'), value: orNone(profile.tinNumber) },
          { label: t('customers.detail.partnerId'), value: orNone(profile.partnerId) },
          {
            label: t('customers.detail.brands'),
            value:
              profile.brands.length > 0
                ? profile.brands.map((brand) => t(`products.${brand}`)).join(', ')
                : t('common.none'),
          },
          {
            label: t('customers.detail.marketing'),
            value: profile.marketingConsent ? t('common.yes') : t('common.no'),
          },
          {
            label: t('customers.detail.memberSince'),
            value: formatMalaysianDate(profile.createdAt, language),
          },
          {
            label: t('customers.detail.login'),
            value: profile.locked ? (
              <Badge tone="danger">{t('customers.detail.locked')}</Badge>
            ) : (
              <Badge tone="success">{t('customers.detail.canLogIn')}</Badge>
            ),
          },
          ...(profile.passwordIsTemporary
            ? [{ label: t('customers.detail.temporaryPassword'), value: t('common.yes') }]
            : []),
          {
            label: t('customers.detail.allowedAfter'),
            value: profile.allowToApplyNewLoanAfterDateTime
              ? formatMalaysianDate(profile.allowToApplyNewLoanAfterDateTime, language)
              : t('common.none'),
          },
          {
            label: t('customers.detail.linked'),
            value:
              profile.latestApplicationId && profile.latestAgreementId
                ? t('customers.detail.linkedValue', {
                    applicationId: profile.latestApplicationId,
                    agreementId: profile.latestAgreementId,
                  })
                : t('common.none'),
          },
        ]}
      />
    </Section>
  );
}
