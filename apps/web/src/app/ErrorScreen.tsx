import { useNavigate } from 'react-router-dom';
import { Button } from '../components/ui/Button.tsx';
import { errorMessage } from './error-message.ts';
import { errorStatus } from './services.tsx';
import './ErrorScreen.css';

export const GENERIC_ERROR_FALLBACK = 'We encountered an issue with this component.';

function hasMessage(error: unknown): boolean {
  if (error instanceof Error) return error.message.trim() !== '' || errorStatus(error) !== undefined;
  if (typeof error === 'string') return error.trim() !== '';
  return errorStatus(error) !== undefined;
}

/** SPEC §2: the 401 screen. */
export function UnauthorizedScreen() {
  const navigate = useNavigate();
  return (
    <div className="error-screen" role="alert">
      <p className="error-screen__message">
        You are not authorized to view this page. Please log in to continue.
      </p>
      <p className="error-screen__status">Status Code: 401</p>
      <div className="error-screen__actions">
        <Button onPress={() => void navigate('/signin')}>Go to Login</Button>
      </div>
    </div>
  );
}

/**
 * SPEC §2 error screen for anything but a 401: the error's message (or the fallback sentence), the
 * advice line, and 'Go back' / 'Try Again'. Used by the error boundary and by pages whose data failed.
 */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorStatus(error) === 401) return <UnauthorizedScreen />;
  const message = hasMessage(error) ? errorMessage(error) : GENERIC_ERROR_FALLBACK;
  return <ErrorPanel message={message || GENERIC_ERROR_FALLBACK} onRetry={onRetry} />;
}

/** The error screen's look: the message, an optional status line, the advice, Go back and Try Again. */
export function ErrorPanel({
  message,
  status,
  onRetry,
}: {
  message: string;
  status?: string;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  return (
    <div className="error-screen" role="alert">
      <p className="error-screen__message">{message}</p>
      {status !== undefined ? <p className="error-screen__status">{status}</p> : null}
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
