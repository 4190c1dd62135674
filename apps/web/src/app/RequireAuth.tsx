import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner.tsx';
import { ErrorScreen, UnauthorizedScreen } from './ErrorScreen.tsx';
import { useHasUserData, useIsAuthenticated, useIsUnauthorized, useSessionActor } from './services.tsx';
import { CurrentUserProvider, useUserInfoQuery } from './user-info.tsx';
import './RequireAuth.css';

/**
 * Guards every authenticated route: remembers where the user is going (so sign-in can bring them
 * back), sends them to /signin without a token, and loads the signed-in user record (userDataMachine)
 * before the shell shows.
 */
export function RequireAuth() {
  const session = useSessionActor();
  const isAuthenticated = useIsAuthenticated();
  // SPEC §2/§8: a session the server refused (failed refresh) shows the 401 screen on the page the user
  // was on; the intended path stays stored so 'Go to Login' and sign-in bring them back here.
  const unauthorized = useIsUnauthorized();
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}${location.hash}`;

  // Declared before the redirect so the intended path is stored before /signin renders.
  useEffect(() => {
    session.send({ type: 'SESSION.NAVIGATED', path });
    return () => session.send({ type: 'SESSION.LEFT', path });
  }, [session, path]);

  useEffect(() => {
    if (!isAuthenticated && !unauthorized) void navigate('/signin', { replace: true });
  }, [isAuthenticated, unauthorized, navigate]);

  const userInfo = useUserInfoQuery(isAuthenticated);
  // The workspace copies each load of the profile into the user record (userDataMachine).
  const hasUserData = useHasUserData();

  if (!isAuthenticated && unauthorized) {
    return (
      <main className="require-auth__unauthorized">
        <h1 className="visually-hidden">Not authorized</h1>
        <UnauthorizedScreen />
      </main>
    );
  }
  if (!isAuthenticated || userInfo.isPending || (userInfo.isSuccess && !hasUserData))
    return <FullPageSpinner label="Loading your workspace" />;
  if (userInfo.isError) {
    return (
      <main className="require-auth__error">
        <h1>We could not load your account</h1>
        <ErrorScreen error={userInfo.error} onRetry={() => void userInfo.refetch()} />
      </main>
    );
  }
  return (
    <CurrentUserProvider user={userInfo.data}>
      <Outlet />
    </CurrentUserProvider>
  );
}
