import { formatMalaysianDateTime } from '@sinar/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/use-t.ts';
import type { InboxMessage } from '../api/get-inbox.ts';
import styles from './dev-inbox.module.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The message text with its links made clickable (verification and reset links are what developers follow). */
function withLinks(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const [url] = match;
    if (match.index > rest) nodes.push(text.slice(rest, match.index));
    nodes.push(
      <a key={match.index} href={url}>
        {url}
      </a>,
    );
    rest = match.index + url.length;
  }
  if (rest < text.length) nodes.push(text.slice(rest));
  return nodes;
}

export function InboxMessageItem({ message }: { readonly message: InboxMessage }) {
  const { t, language } = useT();
  return (
    <details className={styles.message}>
      <summary className={styles.summary}>
        <span className={styles.line}>
          <span className={styles.badge}>{t(`site.devInbox.channel.${message.channel}`)}</span>
          <span className={styles.subject}>{message.subject ?? t('site.devInbox.noSubject')}</span>
        </span>
        <span className={`${styles.line} ${styles.meta}`}>
          <span>
            {t('site.devInbox.to')}: {message.to}
          </span>
          <span aria-hidden="true">·</span>
          <span>{formatMalaysianDateTime(message.createdAt, language)}</span>
          <span className={styles.badge} data-status={message.status}>
            {t(`site.devInbox.status.${message.status}`)}
          </span>
        </span>
      </summary>
      <div className={styles.body}>
        <p className={styles.text}>{withLinks(message.text)}</p>
        {message.attachments?.length ? (
          <>
            <h3 className={styles.attachmentsTitle}>{t('site.devInbox.attachments')}</h3>
            <ul>
              {message.attachments.map((file) => (
                <li key={file.filename}>
                  <a
                    href={`data:${file.contentType.split(';')[0]};charset=utf-8,${encodeURIComponent(file.content)}`}
                    download={file.filename}
                  >
                    {file.filename}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <dl className={styles.details}>
          <dt>{t('site.devInbox.from')}</dt>
          <dd>{message.from}</dd>
          {message.replyTo ? (
            <>
              <dt>{t('site.devInbox.replyTo')}</dt>
              <dd>{message.replyTo}</dd>
            </>
          ) : null}
          <dt>{t('site.devInbox.createdAt')}</dt>
          <dd>{formatMalaysianDateTime(message.createdAt, language)}</dd>
          <dt>{t('site.devInbox.deliveredAt')}</dt>
          <dd>
            {message.deliveredAt
              ? formatMalaysianDateTime(message.deliveredAt, language)
              : t('site.devInbox.notDelivered')}
          </dd>
        </dl>
      </div>
    </details>
  );
}
