import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button.tsx';
import { errorMessage } from '../../app/error-message.ts';
import '../../app/ErrorScreen.css';

/**
 * The SPEC §2 error screen with the SPEC §8 sentence of the model report screen: the sentence, the
 * cause, the advice line, and 'Go back' / 'Try Again' like every other error screen.
 */
export function ReportErrorScreen({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  return (
    <div className="error-screen" role="alert">
      <p className="error-screen__message">{message}</p>
      <p className="error-screen__status">{errorMessage(error)}</p>
      <p className="error-screen__advice">Something went wrong! Please try again or refresh the page.</p>
      <div className="error-screen__actions">
        <Button variant="secondary" onPress={() => void navigate(-1)}>
          Go back
        </Button>
        <Button onPress={onRetry}>Try Again</Button>
      </div>
    </div>
  );
}
