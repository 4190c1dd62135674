import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../components/ui/Alert.tsx';
import { Button } from '../components/ui/Button.tsx';
import { FullPageSpinner } from '../components/ui/Spinner.tsx';
import { errorMessage } from './error-message.ts';
import { useHasUserData, useIsAuthenticated, useSessionActor } from './services.tsx';
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
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}${location.hash}`;

  // Declared before the redirect so the intended path is stored before /signin renders.
  useEffect(() => {
    session.send({ type: 'SESSION.NAVIGATED', path });
    return () => session.send({ type: 'SESSION.LEFT', path });
  }, [session, path]);

  useEffect(() => {
    if (!isAuthenticated) void navigate('/signin', { replace: true });
  }, [isAuthenticated, navigate]);

  const userInfo = useUserInfoQuery(isAuthenticated);
  // The workspace copies each load of the profile into the user record (userDataMachine).
  const hasUserData = useHasUserData();

  if (!isAuthenticated || userInfo.isPending || (userInfo.isSuccess && !hasUserData))
    return <FullPageSpinner label="Loading your workspace" />;
  if (userInfo.isError) {
    return (
      <div className="require-auth__error">
        <h1>We could not load your account</h1>
        <Alert>{errorMessage(userInfo.error)}</Alert>
        <Button onPress={() => void userInfo.refetch()} isPending={userInfo.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <CurrentUserProvider user={userInfo.data}>
      <Outlet />
    </CurrentUserProvider>
  );
}
