import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { unwrap } from '@ratelens/api';
import {
  feedbackMachine,
  selectCanSubmit,
  selectShowsMessage,
  type FeedbackPayload,
  type FeedbackTypeOption,
} from '@ratelens/machines';
import { Alert } from '../components/ui/Alert.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Dialog } from '../components/ui/Dialog.tsx';
import { Form } from '../components/ui/Form.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { Select } from '../components/ui/Select.tsx';
import { Skeleton } from '../components/ui/Skeleton.tsx';
import { TextAreaField } from '../components/ui/TextArea.tsx';
import { FeedbackIcon } from '../components/icons/icons.tsx';
import { asError } from './error-message.ts';
import { useServices, useToast } from './services.tsx';
import './FeedbackDialog.css';

const TYPE_LABEL = 'What type of feedback are you providing?';

/** The header's feedback button and its 'Share your Feedback' dialog (SPEC §2), run by feedbackMachine. */
export function FeedbackButton() {
  const { api } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      feedbackMachine.provide({
        actors: {
          loadFeedbackTypes: fromPromise<FeedbackTypeOption[]>(async ({ signal }) => {
            try {
              return unwrap(await api.GET('/api/user/feedbacktype', { signal }));
            } catch (error) {
              throw asError(error);
            }
          }),
          submitFeedback: fromPromise<unknown, FeedbackPayload>(async ({ input }) => {
            try {
              return unwrap(await api.POST('/api/user/feedback', { body: input }));
            } catch (error) {
              throw asError(error);
            }
          }),
        },
        actions: { notify: (_, params) => toast(params) },
      }),
    [api, toast],
  );
  const [snapshot, send] = useMachine(machine);
  const isOpen = snapshot.matches('open');
  const { types, feedbackType, message, error } = snapshot.context;
  const loadingTypes = snapshot.hasTag('loadingTypes');
  const busy = snapshot.hasTag('busy');
  const canSubmit = selectCanSubmit(snapshot);

  return (
    <>
      <Button
        variant="icon"
        aria-label="Share your Feedback"
        onPress={() => send({ type: 'FEEDBACK.OPEN', pageUrl: window.location.href })}
      >
        <FeedbackIcon />
      </Button>
      <Modal
        isDismissable={!busy}
        isOpen={isOpen}
        onOpenChange={(open) => !open && send({ type: 'FEEDBACK.CLOSE' })}
      >
        <Dialog title="Share your Feedback">
          <Form
            className="feedback"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'FEEDBACK.SUBMIT' });
            }}
          >
            {loadingTypes ? (
              <div className="feedback__loading">
                <p className="rl-field__label">{TYPE_LABEL}</p>
                <Skeleton label="Loading feedback types" />
              </div>
            ) : snapshot.matches({ open: 'typesFailed' }) ? (
              <Alert title="We could not load the feedback types">
                <p>{error}</p>
                <Button variant="secondary" onPress={() => send({ type: 'FEEDBACK.RETRY' })}>
                  Try again
                </Button>
              </Alert>
            ) : (
              <Select
                label={TYPE_LABEL}
                placeholder="Select Feedback Type"
                isRequired
                showRequiredMark
                isDisabled={busy}
                options={types.map((type) => ({ value: type.id, label: type.name }))}
                value={feedbackType ?? null}
                onChange={(value) => value && send({ type: 'FEEDBACK.TYPE_SELECTED', feedbackType: value })}
              />
            )}
            {selectShowsMessage(snapshot) ? (
              <TextAreaField
                className="rl-textarea--grow"
                label="Your Message"
                showRequiredMark
                isRequired
                isDisabled={busy}
                placeholder="Please provide details about your feedback"
                value={message}
                onChange={(value) => send({ type: 'FEEDBACK.MESSAGE_CHANGED', message: value })}
              />
            ) : null}
            <div className="form-actions">
              <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'FEEDBACK.CLOSE' })}>
                Cancel
              </Button>
              <Button type="submit" isDisabled={!canSubmit && !busy} isPending={busy}>
                Send Feedback
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </>
  );
}
