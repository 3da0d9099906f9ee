/**
 * The layout (document 01, section 2): signed-out visitors get the bare layout; signed-in users the wrapper
 * (sidebar, top bar, routed page, empty footer, scroll-to-top link), except on the exercise-taking routes,
 * which hide the sidebar and the top bar. The routed view is re-created whenever the full path changes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import type { CatalogueRoute } from '../../../shared/catalogue/types.ts';
import { readSidenavState, writeSidenavState } from '../../lib/cookies.ts';
import { $isAuth, $timeZone } from '../../lib/session-store.ts';
import { useCurrentRoute } from '../route-handle.ts';
import { SignInPrompt } from '../screens/sign-in-prompt.tsx';
import { ScrollTopLink } from './scroll-top.tsx';
import { ShellNotice } from './shell-notice.tsx';
import { $menu, loadMenu, loadSchoolContext } from '../../lib/shell-calls.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useDesktop } from './use-desktop.ts';
import { useInactivity } from './use-inactivity.ts';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

/** Page indicators for which the sidebar header is not shown. */
export const HEADERLESS_PAGES: readonly string[] = ['/', 'contactus', 'privacy', 'webpageujian'];

export function Shell() {
  const isAuth = useStore($isAuth);
  const route = useCurrentRoute();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  // Screens format times once when they render: when the school's zone becomes known, they render again.
  const timeZone = useStore($timeZone);
  useInactivity();
  useFocusOnNavigate(location.pathname, 'isi');
  useEffect(() => {
    document.title = `${route?.title ?? 'Halaman tidak ditemukan'} · Portal Sekolah`;
  }, [route]);

  // A new page starts at its top (and Back returns to where the user was).
  const page = (
    <>
      <ScrollRestoration />
      <Outlet key={`${fullPath}|${timeZone}`} />
    </>
  );
  if (!isAuth) {
    // An open exam page (webpageujian) carries its own signed link instead of a session, and a gate tablet its
    // device key.
    const keyed = route?.deviceLink && new URLSearchParams(location.search).has('key');
    const prompt = route && route.access !== 'requiresAuth' && !route.chromeless && !keyed;
    return <BareLayout>{prompt ? <SignInPrompt route={route} next={fullPath} /> : page}</BareLayout>;
  }
  if (route?.chromeless) {
    return (
      <main id="portal-top" className="portal-chromeless">
        {page}
      </main>
    );
  }
  return <WrapperLayout route={route}>{page}</WrapperLayout>;
}

function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="portal-top" className="portal-bare container">
      {children}
    </main>
  );
}

function WrapperLayout({ route, children }: { route: CatalogueRoute | undefined; children: ReactNode }) {
  const desktop = useDesktop();
  const [pinned, setPinned] = useState(() => readSidenavState() === 'pinned');
  const [open, setOpen] = useState(false);
  const indicator = route?.name ?? '';

  useEffect(() => {
    if ($menu.get().status !== 'ready') void loadMenu();
    void loadSchoolContext();
  }, []);
  useEffect(() => {
    if (desktop) setOpen(false);
  }, [desktop]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const togglePin = () => {
    const next = !pinned;
    setPinned(next);
    writeSidenavState(next ? 'pinned' : 'unpinned');
  };

  return (
    <div id="portal-top" className={`portal ${pinned ? 'is-pinned' : 'is-unpinned'}`}>
      <a className="visually-hidden-focusable skip-link" href="#isi">
        Langsung ke isi
      </a>
      <Sidebar open={open} showHeader={!HEADERLESS_PAGES.includes(indicator)} onNavigate={() => setOpen(false)} onClose={() => setOpen(false)} />
      {open && <div className="sidenav-backdrop d-xl-none" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div className="portal-main">
        <TopBar
          title={route?.title ?? 'Halaman tidak ditemukan'}
          sidebarOpen={open}
          pinned={pinned}
          onToggleSidebar={() => setOpen(!open)}
          onTogglePin={togglePin}
        />
        <ShellNotice />
        <main id="isi" className="portal-page" tabIndex={-1}>
          {children}
        </main>
        <footer className="portal-footer" />
      </div>
      <ScrollTopLink />
    </div>
  );
}
