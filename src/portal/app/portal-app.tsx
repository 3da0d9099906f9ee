/** The portal island: the router over the catalogue, mounted once by src/pages/portal.astro. */
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { loadSessionState } from '../lib/session-store.ts';
import { createPortalRouter } from './router.tsx';

const router = createPortalRouter();

export default function PortalApp() {
  useEffect(() => {
    // Another tab signed in or out: follow it, so this tab never acts on a stale session.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token') loadSessionState();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <RouterProvider router={router} />;
}
