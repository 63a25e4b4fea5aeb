/**
 * The SMS gateway the product sends one-time codes and temporary passwords through. Only the sandbox exists until
 * a gateway contract is signed; a real gateway plugs in behind this interface.
 */
export interface SmsMessage {
  /** E.164, as gateways want it: '+60123456789'. */
  readonly to: string;
  readonly text: string;
}

export interface SmsDeliveryReport {
  readonly providerMessageId: string;
  /** 'undelivered': the gateway took the message but the network could not hand it to the handset. */
  readonly status: 'delivered' | 'undelivered';
  readonly at: Date;
}

export type SmsDeliveryReportListener = (report: SmsDeliveryReport) => Promise<void>;

export interface SmsProvider {
  readonly name: 'sandbox';
  /**
   * Hands the message over; resolves once the gateway accepted it, with its id for later delivery reports.
   * Throws ProviderUnavailableError (worth retrying) or ProviderRejectedError (never) from ../email/email-provider.ts.
   */
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
  /** Gateways learn the fate of a message from the network later and report it here, asynchronously. */
  onDeliveryReport(listener: SmsDeliveryReportListener): void;
  start(): Promise<void>;
  close(): Promise<void>;
}
