import { Button } from '../../components/ui/Button.tsx';
import { errorMessage } from '../../app/error-message.ts';
import '../../app/ErrorScreen.css';

/** An error screen with the SPEC §8 sentence of the model report screen, the cause, and Try Again. */
export function ReportErrorScreen({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="error-screen" role="alert">
      <p className="error-screen__message">{message}</p>
      <p className="error-screen__advice">{errorMessage(error)}</p>
      <div className="error-screen__actions">
        <Button onPress={onRetry}>Try Again</Button>
      </div>
    </div>
  );
}
