import { useEffect } from 'react';
import { watchInactivity } from '../../lib/inactivity.ts';
import { showInactivityWarning } from '../../lib/inactivity-warning.ts';
import { logout } from '../../lib/logout.ts';
import { readToken } from '../../lib/storage.ts';

/** Arms the inactivity watch for the life of the portal; it does nothing while signed out. */
export function useInactivity(): void {
  useEffect(
    () =>
      watchInactivity({
        isSignedIn: () => readToken() !== null,
        warn: () => void showInactivityWarning(),
        logout: () => void logout(),
        target: window,
      }),
    [],
  );
}
