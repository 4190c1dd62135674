import type { FeedbackEvent, FeedbackSnapshot } from '@ratelens/machines';
import { selectCanSubmit, selectShowsMessage } from '@ratelens/machines';
import { Alert } from '../components/ui/Alert.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Dialog } from '../components/ui/Dialog.tsx';
import { Form } from '../components/ui/Form.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { Select } from '../components/ui/Select.tsx';
import { Skeleton } from '../components/ui/Skeleton.tsx';
import { TextAreaField } from '../components/ui/TextArea.tsx';
import { errorMessage } from './error-message.ts';
import './FeedbackDialog.css';

const TYPE_LABEL = 'What type of feedback are you providing?';

interface FeedbackDialogContentProps {
  snapshot: FeedbackSnapshot;
  send: (event: FeedbackEvent) => void;
}

/**
 * The 'Share your Feedback' dialog itself (SPEC §2). It is its own chunk, loaded when the dialog first
 * opens, so the select, text area and modal do not weigh on every signed-in page.
 */
export function FeedbackDialogContent({ snapshot, send }: FeedbackDialogContentProps) {
  const isOpen = snapshot.matches('open');
  const { types, feedbackType, message, error } = snapshot.context;
  const loadingTypes = snapshot.hasTag('loadingTypes');
  const busy = snapshot.hasTag('busy');
  const canSubmit = selectCanSubmit(snapshot);

  return (
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
              <p>{errorMessage(error)}</p>
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
  );
}
