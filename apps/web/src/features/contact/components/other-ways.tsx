import { PUBLIC_CONTACT, whatsAppLink } from '@sinar/domain';
import { Card } from '../../../components/ui/card.tsx';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { ExternalLinkButton } from '../../../components/ui/link-button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './contact.module.css';

/** The messaging-app link and the public email, phone and business hours. */
export function OtherWays() {
  const { t } = useT();
  const phoneHref = `tel:${PUBLIC_CONTACT.phoneDisplay.replace(/[^+\d]/g, '')}`;
  return (
    <Card as="section" aria-labelledby="contact-other-ways">
      <h2 id="contact-other-ways">{t('site.contact.otherWays')}</h2>
      <ul className={styles.ways}>
        <li className={styles.way}>
          <MailIcon />
          <div>
            <p className={styles.wayLabel}>{t('site.contact.email')}</p>
            <p className={styles.wayValue}>
              <a href={`mailto:${PUBLIC_CONTACT.email}`}>{PUBLIC_CONTACT.email}</a>
            </p>
          </div>
        </li>
        <li className={styles.way}>
          <PhoneIcon />
          <div>
            <p className={styles.wayLabel}>{t('site.contact.phone')}</p>
            <p className={styles.wayValue}>
              <a href={phoneHref}>{PUBLIC_CONTACT.phoneDisplay}</a>
            </p>
          </div>
        </li>
        <li className={styles.way}>
          <ClockIcon />
          <div>
            <p className={styles.wayLabel}>{t('site.contact.hours')}</p>
            <p className={styles.wayValue}>{t('site.contact.hoursValue')}</p>
          </div>
        </li>
      </ul>
      <ExternalLinkButton
        href={whatsAppLink(t('site.contact.whatsAppMessage'))}
        target="_blank"
        rel="noopener noreferrer"
        variant="secondary"
        block
      >
        <ChatIcon />
        {t('site.contact.whatsApp')}
        <span className="visually-hidden"> {t('site.contact.opensInNewTab')}</span>
      </ExternalLinkButton>
    </Card>
  );
}
