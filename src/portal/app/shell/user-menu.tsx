import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { confirmLogout } from '../../lib/logout.ts';
import { $fullName, $profilePath, $userType } from '../../lib/session-store.ts';
import { USER_TYPES, isUserTypeId } from '../../../shared/user-types.ts';

/**
 * The user dropdown: avatar, Profil (route profile_page) and Logout (with the confirmation dialog). It works
 * by keyboard as a menu button should: opening focuses the first item, the arrows (and Home/End) move between
 * items, Escape closes and gives focus back to the button, Tab closes and moves on.
 */
export function UserMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };
  const profilePath = useStore($profilePath);
  const fullName = useStore($fullName);
  const userType = useStore($userType);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const onMenuKey = (event: ReactKeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="dropdown user-menu" ref={root}>
      <button
        type="button"
        className="btn btn-link p-0 user-menu-toggle"
        aria-label="Menu pengguna"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="menu-pengguna"
        ref={toggle}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar path={profilePath} size={36} />
      </button>
      <div
        id="menu-pengguna"
        className={`dropdown-menu dropdown-menu-end shadow${open ? ' show' : ''}`}
        role="menu"
        aria-label="Menu pengguna"
        tabIndex={-1}
        onKeyDown={onMenuKey}
      >
        {fullName && (
          <div className="dropdown-header text-wrap">
            <strong className="d-block text-body">{fullName}</strong>
            {userType && isUserTypeId(userType) && <small>{USER_TYPES[userType].name}</small>}
          </div>
        )}
        <Link to="/profile_page" className="dropdown-item" role="menuitem" tabIndex={open ? 0 : -1} onClick={() => setOpen(false)}>
          <Icon name="person" /> Profil
        </Link>
        <button
          type="button"
          className="dropdown-item"
          role="menuitem"
          tabIndex={open ? 0 : -1}
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
