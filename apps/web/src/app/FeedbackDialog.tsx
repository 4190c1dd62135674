import { lazy, Suspense, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { feedbackActors, feedbackMachine } from '@ratelens/machines';
import { Button } from '../components/ui/Button.tsx';
import { FeedbackIcon } from '../components/icons/icons.tsx';
import { useServices, useToast } from './services.tsx';

const loadContent = () => import('./FeedbackDialogContent.tsx');
const FeedbackDialogContent = lazy(async () => ({ default: (await loadContent()).FeedbackDialogContent }));

/** The header's feedback button and its 'Share your Feedback' dialog (SPEC §2), run by feedbackMachine. */
export function FeedbackButton() {
  const { api } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      feedbackMachine.provide({
        actors: feedbackActors(api),
        actions: { notify: (_, params) => toast(params) },
      }),
    [api, toast],
  );
  const [snapshot, send] = useMachine(machine);
  const isOpen = snapshot.matches('open');

  return (
    <>
      <Button
        variant="icon"
        aria-label="Share your Feedback"
        onPress={() => send({ type: 'FEEDBACK.OPEN', pageUrl: window.location.href })}
        // Fetch the dialog's chunk as soon as the pointer or focus is on its way.
        onHoverStart={() => void loadContent()}
        onFocus={() => void loadContent()}
      >
        <FeedbackIcon />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <FeedbackDialogContent snapshot={snapshot} send={send} />
        </Suspense>
      ) : null}
    </>
  );
}
