import { Icon } from '../../components/ui/icon.tsx';
import { NotificationBell } from '../../features/content/notification-bell.tsx';
import { Selectors } from './selectors.tsx';
import { UserMenu } from './user-menu.tsx';

interface TopBarProps {
  title: string;
  sidebarOpen: boolean;
  pinned: boolean;
  onToggleSidebar: () => void;
  onTogglePin: () => void;
}

/** The top bar: menu toggle (small screens), pin (large screens), page title, user menu; then the selectors. */
export function TopBar({ title, sidebarOpen, pinned, onToggleSidebar, onTogglePin }: TopBarProps) {
  return (
    <header className="portal-topbar">
      <div className="topbar-row">
        <button
          type="button"
          className="btn btn-light topbar-button d-xl-none"
          aria-label={sidebarOpen ? 'Tutup menu' : 'Buka menu'}
          aria-expanded={sidebarOpen}
          aria-controls="portal-sidenav"
          onClick={onToggleSidebar}
        >
          <Icon name="list" />
        </button>
        <button
          type="button"
          className="btn btn-light topbar-button d-none d-xl-inline-flex"
          aria-label="Sematkan sidebar"
          aria-pressed={pinned}
          title={pinned ? 'Sidebar disematkan' : 'Sidebar tidak disematkan'}
          onClick={onTogglePin}
        >
          <Icon name={pinned ? 'pin-angle-fill' : 'pin-angle'} />
        </button>
        <p className="topbar-title">{title}</p>
        <NotificationBell />
      </div>
      <Selectors />
      <UserMenu />
    </header>
  );
}
