import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { signInActors, signInMachine } from '@ratelens/machines';
import { useServices, type Services } from '../../app/services.tsx';

export type SignInActor = ActorRefFrom<typeof signInMachine>;
export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

/**
 * signInMachine as the web app hosts it: the typed client's default actors, and a sign-in that
 * empties the previous user's cache before the session actor takes the token set (the public layout
 * then opens the workspace).
 */
export function createSignIn(
  { api, session, queryClient }: Pick<Services, 'api' | 'session' | 'queryClient'>,
  origin: string,
): SignInActor {
  return createActor(
    signInMachine.provide({
      actors: signInActors(api),
      actions: {
        storeTokens: (_, tokens) => {
          // Nothing cached for a previous user may leak into this session.
          queryClient.clear();
          session.send({ type: 'SESSION.TOKENS_SET', tokens });
        },
      },
    }),
    { input: { redirectUri: `${origin}/sso` } },
  ).start();
}

/**
 * One sign-in actor per page visit. It is created once and never stopped by React: a single-use
 * code or OIDC answer must not be sent again when React replays effects, and the machine ignores a
 * second submit on its own.
 */
export function useSignIn(): [SignInSnapshot, SignInActor] {
  const services = useServices();
  const [actor] = useState(() => createSignIn(services, window.location.origin));
  return [useSelector(actor, (s) => s), actor];
}
