import {
  type BrandLoginRequest,
  LOGIN_PATHS,
  type LoginForm,
  type SessionOpenedResponse,
  sessionOpenedResponseSchema,
  variantOfLoginMethod,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The four login tabs (spec 000 section 2), each with its own call of spec 001 section 7. The body is the form
 * schema's output without the tab: the brand accounts' tabs name the account's variant (`brand`) instead.
 */
export function logIn(form: LoginForm): Promise<SessionOpenedResponse> {
  const options = { method: 'POST', schema: sessionOpenedResponseSchema } as const;
  switch (form.tab) {
    case 'telecom': {
      const { tab: _tab, ...body } = form;
      return apiRequest(LOGIN_PATHS.telecomLogin, { ...options, json: body });
    }
    case 'staff': {
      const { tab: _tab, ...body } = form;
      return apiRequest(LOGIN_PATHS.staffLogin, { ...options, json: body });
    }
    default: {
      const { tab, ...body } = form;
      return apiRequest(LOGIN_PATHS.brandLogin, {
        ...options,
        json: { brand: variantOfLoginMethod(tab), ...body } satisfies BrandLoginRequest,
      });
    }
  }
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
