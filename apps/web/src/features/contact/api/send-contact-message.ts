import {
  CONTACT_US_PATH,
  type ContactForm,
  type ContactUsResponse,
  contactUsResponseSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The contact form, validated by the shared schema on both sides; the answer's message is already translated. */
export function sendContactMessage(form: ContactForm): Promise<ContactUsResponse> {
  return apiRequest(CONTACT_US_PATH, { method: 'POST', json: form, schema: contactUsResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
