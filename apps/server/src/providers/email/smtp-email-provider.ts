import nodemailer, { type Transporter } from 'nodemailer';
import {
  type DeliveryReportListener,
  type EmailMessage,
  type EmailProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
} from './email-provider.ts';

/**
 * Sends through an SMTP relay (nodemailer). SMTP gives no delivery callbacks: a message the relay accepted stays
 * 'sent'; a relay's 5xx answer is a permanent refusal, anything else is worth a retry.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  readonly #transport: Transporter;

  constructor(smtpUrl: string) {
    this.#transport = nodemailer.createTransport(smtpUrl);
  }

  onDeliveryReport(_listener: DeliveryReportListener): void {}

  async send(message: EmailMessage): Promise<{ providerMessageId: string }> {
    try {
      const info = await this.#transport.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      return { providerMessageId: info.messageId };
    } catch (error) {
      const responseCode = (error as { responseCode?: number }).responseCode;
      const text = error instanceof Error ? error.message : String(error);
      if (responseCode && responseCode >= 500)
        throw new ProviderRejectedError(`SMTP relay refused the message: ${text}`);
      throw new ProviderUnavailableError(`SMTP relay unavailable: ${text}`);
    }
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.#transport.close();
  }
}
