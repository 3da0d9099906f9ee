import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/icon.tsx';
import { imageUrl } from '../../lib/config.ts';
import { $schoolData, $schoolId, $schoolImage } from '../../lib/session-store.ts';
import type { MenuChild } from '../../../shared/shell-api.ts';
import { menuTarget } from '../../lib/menu-links.ts';
import { $menu } from '../../lib/shell-calls.ts';
import { isDesktop } from './use-desktop.ts';

interface SidebarProps {
  open: boolean;
  showHeader: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

/** The three-level menu of /api/menu2: headings, collapsible groups, links. */
export function Sidebar({ open, showHeader, onNavigate, onClose }: SidebarProps) {
  const menu = useStore($menu);
  const { pathname } = useLocation();
  // null: follow the current page; '' : all closed; an id: that group open.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const current =
    openGroup ??
    groupOf(
      menu.items.flatMap((t) => t.data_children),
      pathname,
    );

  const afterLinkClick = () => {
    // Under 1200 px the open submenu collapses after a link click (and the overlay closes).
    if (!isDesktop()) {
      setOpenGroup('');
      onNavigate();
    }
  };

  return (
    <aside id="portal-sidenav" className={`portal-sidenav${open ? ' is-open' : ''}`} aria-label="Menu utama">
      <div className="sidenav-top">
        {showHeader && <Brand />}
        <button type="button" className="btn btn-sm btn-link sidenav-close d-xl-none" aria-label="Tutup menu" onClick={onClose}>
          <Icon name="x-lg" />
        </button>
      </div>
      <nav className="sidenav-body" aria-label="Navigasi portal">
        {menu.status === 'loading' && menu.items.length === 0 && <p className="sidenav-status">Memuat menu…</p>}
        {menu.status === 'failed' && <p className="sidenav-status">Menu belum dapat dimuat.</p>}
        {menu.items.map((top, t) => (
          <section key={`${top.menu_name}-${t}`} className="sidenav-section">
            <h2 className="sidenav-heading">{top.menu_name}</h2>
            <ul className="list-unstyled mb-0">
              {top.data_children.map((child) => (
                <MenuGroup
                  key={child.sd_menu_id}
                  child={child}
                  expanded={current === child.sd_menu_id}
                  onToggle={() => setOpenGroup(current === child.sd_menu_id ? '' : child.sd_menu_id)}
                  onLinkClick={afterLinkClick}
                />
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}

function Brand() {
  const schoolImage = useStore($schoolImage);
  const schoolId = useStore($schoolId);
  const schools = useStore($schoolData);
  const name = schools.find((s) => String(s.sd_school_id) === schoolId)?.school_name;
  const logo = imageUrl(schoolImage);
  return (
    <Link to="/dashboard" className="sidenav-brand">
      {logo ? <img src={logo} alt="" width="36" height="36" /> : <Icon name="mortarboard" className="fs-3" />}
      <span>
        <strong>Portal Sekolah</strong>
        {name && <small>{name}</small>}
      </span>
    </Link>
  );
}

interface MenuGroupProps {
  child: MenuChild;
  expanded: boolean;
  onToggle: () => void;
  onLinkClick: () => void;
}

function MenuGroup({ child, expanded, onToggle, onLinkClick }: MenuGroupProps) {
  const listId = `menu-${child.sd_menu_id}`;
  return (
    <li className="sidenav-group">
      <button type="button" className="sidenav-group-toggle" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        <Icon name={child.icon} className="sidenav-icon" />
        <span className="sidenav-label">{child.menu_name}</span>
        <Icon name="chevron-down" className="sidenav-chevron" />
      </button>
      <ul id={listId} className="list-unstyled sidenav-links" hidden={!expanded}>
        {child.data_sub_children.map((sub) => {
          const target = menuTarget(child.sd_menu_id, sub.menu_path);
          if (target.kind === 'route') {
            return (
              <li key={sub.sd_menu_id}>
                <NavLink to={target.href} className="sidenav-link" onClick={onLinkClick} end>
                  {sub.menu_name}
                </NavLink>
              </li>
            );
          }
          if (target.kind === 'page') {
            return (
              <li key={sub.sd_menu_id}>
                <a href={target.href} className="sidenav-link" onClick={onLinkClick}>
                  {sub.menu_name}
                </a>
              </li>
            );
          }
          return (
            <li key={sub.sd_menu_id}>
              <span className="sidenav-link is-disabled" aria-disabled="true" title="Tautan menu tidak dikenal">
                {sub.menu_name}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The group holding the current page, so it opens on load. */
function groupOf(children: MenuChild[], pathname: string): string | null {
  for (const child of children) {
    for (const sub of child.data_sub_children) {
      const target = menuTarget(child.sd_menu_id, sub.menu_path);
      if (target.kind !== 'none' && target.href === pathname) return child.sd_menu_id;
    }
  }
  return null;
}
