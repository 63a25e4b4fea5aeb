import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const CONTACT = '/sinar/api/v1.0/contact-us';

describe('POST /sinar/api/v1.0/contact-us', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_INBOX_EMAIL: 'care@sinar.test' } });
  });
  afterAll(() => t.close());

  it('stores the message, answers in the sender language, and delivers it to the support inbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      headers: { 'accept-language': 'ms-MY' },
      payload: { email: ' aisyah@example.com ', comments: 'Bilakah wang saya dikreditkan?' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(
      'Terima kasih. Mesej anda telah dihantar dan kami akan membalas melalui e-mel.',
    );
    expect(body.reference).toMatch(/^CU-[0-9A-HJKMNP-TV-Z]{8}$/);

    const [stored] = await t.db.query<{ email: string; language: string }>(
      'select email, language from contact_messages where reference = $1',
      [body.reference],
    );
    expect(stored).toEqual({ email: 'aisyah@example.com', language: 'ms' });

    await t.settle();
    const inbox = await t.app.inject({ method: 'GET', url: '/dev/api/inbox?to=care@sinar.test' });
    const [message] = inbox.json().messages;
    expect(message).toMatchObject({
      channel: 'email',
      to: 'care@sinar.test',
      replyTo: 'aisyah@example.com',
      status: 'delivered',
    });
    expect(message.subject).toContain(body.reference);
    expect(message.text).toContain('Bilakah wang saya dikreditkan?');
    const [outbound] = await t.db.query<{ status: string }>(
      `select status from outbound_emails where purpose = 'contact-us'`,
    );
    expect(outbound?.status).toBe('delivered');
  });

  it.each([
    ['en', { email: '', comments: 'Hello' }, 'email', 'Please enter your Email Address'],
    ['en', { email: 'aisyah@', comments: 'Hello' }, 'email', 'The enter is not valid Email Address'],
    ['en', { email: 'aisyah@example.com', comments: '  ' }, 'comments', 'Comments/Question cannot be empty'],
    ['ms', { email: 'aisyah@example.com', comments: '' }, 'comments', 'Komen/Soalan tidak boleh kosong'],
  ])('refuses bad input in %s with the spec text for %j', async (lang, payload, field, text) => {
    const before = await t.db.query('select id from contact_messages');
    const response = await t.app.inject({ method: 'POST', url: `${CONTACT}?lang=${lang}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: text, fieldErrors: { [field]: text } });
    expect(await t.db.query('select id from contact_messages')).toHaveLength(before.length);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      remoteAddress: '10.0.0.2',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please check the highlighted fields and try again.' });
  });

  it('limits one address to five messages an hour', async () => {
    const fresh = await createTestApp();
    try {
      const send = () =>
        fresh.app.inject({
          method: 'POST',
          url: CONTACT,
          remoteAddress: '10.0.0.9',
          payload: { email: 'a@example.com', comments: 'Hi' },
        });
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a moment and try again.' });
      expect(await fresh.db.query('select id from contact_messages')).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});
