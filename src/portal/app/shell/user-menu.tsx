import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { confirmLogout } from '../../lib/logout.ts';
import { $fullName, $profilePath, $userType } from '../../lib/session-store.ts';
import { USER_TYPES, isUserTypeId } from '../../../shared/user-types.ts';

/** The user dropdown: avatar, Profil (route profile_page) and Logout (with the confirmation dialog). */
export function UserMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const profilePath = useStore($profilePath);
  const fullName = useStore($fullName);
  const userType = useStore($userType);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown user-menu" ref={root}>
      <button
        type="button"
        className="btn btn-link p-0 user-menu-toggle"
        aria-label="Menu pengguna"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="menu-pengguna"
        onClick={() => setOpen(!open)}
      >
        <Avatar path={profilePath} size={36} />
      </button>
      <div id="menu-pengguna" className={`dropdown-menu dropdown-menu-end shadow${open ? ' show' : ''}`} role="menu">
        {fullName && (
          <div className="dropdown-header text-wrap">
            <strong className="d-block text-body">{fullName}</strong>
            {userType && isUserTypeId(userType) && <small>{USER_TYPES[userType].name}</small>}
          </div>
        )}
        <Link to="/profile_page" className="dropdown-item" role="menuitem" onClick={() => setOpen(false)}>
          <Icon name="person" /> Profil
        </Link>
        <button
          type="button"
          className="dropdown-item"
          role="menuitem"
          onClick={() => {
            setOpen(false);
            void confirmLogout();
          }}
        >
          <Icon name="box-arrow-right" /> Logout
        </button>
      </div>
    </div>
  );
}
