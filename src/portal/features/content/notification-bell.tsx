/**
 * The top bar's bell (issue 20, broadcasts): how many announcements and broadcasts this person has not read yet,
 * linking to them (/inf_news_content). The count is read again on every page change, so a broadcast sent while
 * the person works shows at their next click, without a polling loop. Only for the people of a school: the
 * platform operator and the foundation receive no school announcements.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { audienceIncludes } from '../../../shared/access/audience.ts';
import { CONTENT_AUDIENCE } from '../../../shared/access/content.ts';
import { unreadCountContract } from '../../../shared/api/content/info.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';

export function NotificationBell() {
  const userType = useStore($userType);
  const { pathname } = useLocation();
  const [unread, setUnread] = useState<number | null>(null);
  const shown = userType !== '1' && audienceIncludes(CONTENT_AUDIENCE.inf_news_content, userType);
  useEffect(() => {
    if (!shown) return;
    let live = true;
    // A failed count is no reason to disturb the page: the bell just keeps its last number.
    call(unreadCountContract).then(
      (r) => live && setUnread(r.unread),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown, pathname]);
  if (!shown) return null;
  // Until the first count arrives the bell says no number rather than a wrong one.
  const label = unread === null ? 'Informasi' : unread ? `Informasi: ${unread} belum dibaca` : 'Informasi: semua sudah dibaca';
  return (
    <Link to="/inf_news_content" className="btn btn-light topbar-button position-relative" aria-label={label} title={label}>
      <Icon name="bell" />
      {!!unread && (
        <span className="position-absolute top-0 end-0 badge rounded-pill text-bg-danger" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
