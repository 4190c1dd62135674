import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import './RouteErrorPage.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The router's last line of defence (SPEC §2): a render or loading error nothing else caught. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="route-error">
      <h1>Unexpected Application Error!</h1>
      <p className="route-error__message">{describe(error)}</p>
      <p>
        <a href="/">Back to the dashboard</a>
      </p>
    </div>
  );
}
