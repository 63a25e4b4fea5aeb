/** The email service the product talks to: a real SMTP relay in production, the sandbox elsewhere. */
export interface EmailMessage {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
  /** Files sent with the message, such as a calendar invitation (.ics). */
  readonly attachments?: readonly EmailAttachment[] | undefined;
}

/** A text file sent with an email; `contentType` may carry parameters (`text/calendar; method=REQUEST`). */
export interface EmailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

export interface DeliveryReport {
  readonly providerMessageId: string;
  readonly status: 'delivered' | 'bounced';
  readonly at: Date;
}

export type DeliveryReportListener = (report: DeliveryReport) => Promise<void>;

export interface EmailProvider {
  readonly name: 'sandbox' | 'smtp';
  /** Hands the message over; resolves once the provider accepted it, with its id for later delivery reports. */
  send(message: EmailMessage): Promise<{ providerMessageId: string }>;
  /** Providers that learn the fate of a message later report it here, asynchronously. */
  onDeliveryReport(listener: DeliveryReportListener): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The provider could not take the message now (down, throttled): worth retrying later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider refused the message itself (bad address): retrying will not help. */
export class ProviderRejectedError extends Error {
  override name = 'ProviderRejectedError';
}
