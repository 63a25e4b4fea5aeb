import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact.ts';

const messagesOf = (input: unknown) => {
  const result = contactFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('contactFormSchema', () => {
  it('accepts an email and a question, trimmed', () => {
    expect(
      contactFormSchema.parse({ email: ' aisyah@example.com ', comments: ' When is my loan paid out? ' }),
    ).toEqual({
      email: 'aisyah@example.com',
      comments: 'When is my loan paid out?',
    });
  });

  it("answers with the spec's messages as catalog keys", () => {
    expect(messagesOf({ email: '', comments: '' })).toEqual([
      'email:forms.contact.emailRequired',
      'comments:forms.contact.commentsRequired',
    ]);
    expect(messagesOf({ email: 'aisyah@', comments: '   ' })).toEqual([
      'email:forms.contact.emailInvalid',
      'comments:forms.contact.commentsRequired',
    ]);
    expect(messagesOf({})).toEqual([
      'email:forms.contact.emailRequired',
      'comments:forms.contact.commentsRequired',
    ]);
  });

  it('refuses an essay beyond the limit', () => {
    expect(messagesOf({ email: 'a@example.com', comments: 'x'.repeat(2_001) })).toEqual([
      'comments:validation.tooLong',
    ]);
  });
});
