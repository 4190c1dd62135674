import { ErrorPanel } from '../../app/ErrorScreen.tsx';
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
  return <ErrorPanel message={message} status={errorMessage(error)} onRetry={onRetry} />;
}
