import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ratelens/api';
import { useServices } from '../../app/services.tsx';

/** POST /sso/authorize: e-mails a one-time code, or answers with the tenant's identity provider URL. */
export function useRequestCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await api.POST('/sso/authorize', {
          params: { query: { email, redirectUri: `${window.location.origin}/sso` } },
        }),
      ),
  });
}

/** POST /sso/token: exchanges the code for a session and hands it to the session actor. */
export function useExchangeCode() {
  const { api, session, queryClient } = useServices();
  return useMutation({
    mutationFn: async (body: { email: string; code: string }) =>
      unwrap(await api.POST('/sso/token', { body })),
    onSuccess: (tokens) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      session.send({ type: 'SESSION.TOKENS_SET', tokens });
    },
  });
}
