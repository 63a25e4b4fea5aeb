import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const message = (overrides: Record<string, unknown>) => ({
  id: '6f1c2a8e-91b4-4b7e-8d1a-000000000001',
  channel: 'email',
  to: 'aisyah@example.com',
  subject: 'Verify your email',
  text: 'Your code is 123456. Or open http://127.0.0.1:5173/verify?token=abc to verify.',
  from: 'no-reply@sinar.test',
  replyTo: null,
  status: 'delivered',
  createdAt: '2026-11-23T02:00:00.000Z',
  deliveredAt: '2026-11-23T02:00:05.000Z',
  ...overrides,
});

describe('the developer inbox', () => {
  it('lists the messages as the server orders them (newest first) and opens one to read it', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({
            // The server answers newest first.
            messages: [
              message({
                id: '6f1c2a8e-91b4-4b7e-8d1a-000000000002',
                channel: 'sms',
                to: '+60123456789',
                subject: null,
                text: 'TAC 654321',
                status: 'accepted',
                createdAt: '2026-11-23T03:00:00.000Z',
                deliveredAt: null,
              }),
              message({}),
            ],
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = await renderApp('/dev/inbox');

    expect(await screen.findByText('2 messages')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('details'));
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      expect.stringContaining('SMS(no subject)'),
      expect.stringContaining('EmailVerify your email'),
    ]);

    const second = items[1] as HTMLElement;
    await user.click(within(second).getByText('Verify your email'));
    expect(second.querySelector('details')?.open).toBe(true);
    expect(within(second).getByRole('link', { name: 'http://127.0.0.1:5173/verify?token=abc' })).toBeTruthy();
    expect(within(second).getByText(/Your code is 123456/)).toBeTruthy();
    expect(within(second).getByText('no-reply@sinar.test')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Accepted')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/dev/api/inbox');
  });

  it("offers an email's attachments to download, such as a live call's calendar file", async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              messages: [
                message({
                  subject: 'Your live video call',
                  attachments: [
                    {
                      filename: 'live-call.ics',
                      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
                      content: ics,
                    },
                  ],
                }),
              ],
            }),
            { status: 200 },
          ),
      ),
    );
    const { user } = await renderApp('/dev/inbox');
    await user.click(await screen.findByText('Your live video call'));
    const link = screen.getByRole('link', { name: 'live-call.ics' });
    expect(link.getAttribute('download')).toBe('live-call.ics');
    expect(link.getAttribute('href')).toBe(`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`);
  });

  it('says so when the inbox does not exist (production)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not Found"}', { status: 404 })),
    );
    await renderApp('/dev/inbox');
    expect(await screen.findByText('The developer inbox is not available in this environment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});

describe('a failed refresh of the developer inbox', () => {
  it('keeps the list and shows the error in a toast', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ messages: [message({})] }), { status: 200 }))
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Invalid request' }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = await renderApp('/dev/inbox');
    await screen.findByText('1 message');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Invalid request')).toBeTruthy();
    expect(screen.getByText('Verify your email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
