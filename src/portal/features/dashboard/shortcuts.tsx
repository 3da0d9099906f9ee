import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/icon.tsx';
import { menuTarget } from '../../lib/menu-links.ts';
import { $menu } from '../../lib/shell-calls.ts';

const MAX_GROUPS = 8;

/** The user's own menu groups, each with its first links: a quick way into the work of the day. */
export function Shortcuts() {
  const menu = useStore($menu);
  const groups = menu.items
    .flatMap((top) => top.data_children)
    .map((child) => ({
      child,
      links: child.data_sub_children
        .map((sub) => ({ sub, target: menuTarget(child.sd_menu_id, sub.menu_path) }))
        .filter(({ target }) => target.kind !== 'none' && target.href !== '/dashboard')
        .slice(0, 3),
    }))
    .filter((g) => g.links.length > 0)
    .slice(0, MAX_GROUPS);

  return (
    <section className="mt-4" aria-labelledby="judul-pintasan">
      <h2 id="judul-pintasan" className="h6 text-uppercase text-body-secondary">
        Pintasan menu
      </h2>
      {menu.status === 'loading' && <p className="text-body-secondary small">Memuat menu…</p>}
      {menu.status === 'failed' && <p className="text-body-secondary small">Menu belum dapat dimuat; pintasan tidak tersedia.</p>}
      {menu.status === 'ready' && groups.length === 0 && <p className="text-body-secondary small">Menu Anda belum berisi halaman lain.</p>}
      <div className="shortcut-grid">
        {groups.map(({ child, links }) => (
          <div key={child.sd_menu_id} className="portal-card shortcut">
            <h3 className="h6 d-flex align-items-center gap-2 mb-2">
              <Icon name={child.icon} className="text-primary" />
              {child.menu_name}
            </h3>
            <ul className="list-unstyled mb-0 small">
              {links.map(({ sub, target }) => (
                <li key={sub.sd_menu_id}>
                  {target.kind === 'route' ? (
                    <Link to={target.href}>{sub.menu_name}</Link>
                  ) : (
                    target.kind === 'page' && <a href={target.href}>{sub.menu_name}</a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
