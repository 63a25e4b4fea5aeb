import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRejectedError, ProviderUnavailableError } from './email-provider.ts';
import { SmtpEmailProvider } from './smtp-email-provider.ts';

describe('SmtpEmailProvider against a real SMTP server', () => {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody@'))
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the message to the relay and returns its message id', async () => {
    const provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`);
    const result = await provider.send({
      from: 'Sinar Kredit <no-reply@sinar.test>',
      to: 'care@sinar.test',
      replyTo: 'aisyah@example.com',
      subject: 'Contact us',
      text: 'Bilakah wang saya dikreditkan?',
    });
    expect(result.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['care@sinar.test']);
    expect(received[0]?.data).toContain('Reply-To: aisyah@example.com');
    expect(received[0]?.data).toContain('Bilakah wang saya dikreditkan?');
    await provider.close();
  });

  it('sends an attachment as a part of its own, with its file name and content type', async () => {
    const provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`);
    await provider.send({
      from: 'Sinar Kredit <no-reply@sinar.test>',
      to: 'aisyah@example.com',
      subject: 'Your live video call',
      text: 'Join with the link.',
      attachments: [
        {
          filename: 'live-call.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
        },
      ],
    });
    const data = received.at(-1)?.data ?? '';
    expect(data).toMatch(/Content-Type: multipart\/mixed/);
    expect(data).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\s+name=live-call\.ics/,
    );
    expect(data).toContain('filename=live-call.ics');
    await provider.close();
  });

  it('reports a 5xx refusal as permanent and an unreachable relay as worth retrying', async () => {
    const provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`);
    await expect(
      provider.send({ from: 'a@sinar.test', to: 'nobody@sinar.test', subject: 's', text: 't' }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    await provider.close();
    const unreachable = new SmtpEmailProvider('smtp://127.0.0.1:1');
    await expect(
      unreachable.send({ from: 'a@sinar.test', to: 'b@sinar.test', subject: 's', text: 't' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await unreachable.close();
  });
});
