import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { SCREEN_AUDIENCE } from '../../../shared/access/index.ts';
import { audienceIncludes } from '../../../shared/access/audience.ts';
import { USER_TYPES, isUserTypeId } from '../../../shared/user-types.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { $userType } from '../../lib/session-store.ts';
import { useCurrentRoute } from '../route-handle.ts';

/**
 * Wraps a built screen: opened by a user type the screen is not for (a typed address, an old bookmark), it says
 * so plainly and names who it is for, instead of letting the screen's calls end in a red 403. Loaded with the
 * screens, never with the first page (the table reads the resource definitions).
 */
export function gateByAudience(routeName: string, Screen: ComponentType): ComponentType {
  const audience = SCREEN_AUDIENCE[routeName];
  if (!audience) return Screen;
  return function AudienceGate() {
    const userType = useStore($userType);
    if (!userType || audienceIncludes(audience, userType)) return <Screen />;
    return <NotForYou who={audience.map((t) => USER_TYPES[t].name)} />;
  };
}

function NotForYou({ who }: { who: string[] }) {
  const route = useCurrentRoute();
  const userType = useStore($userType);
  return (
    <section className="portal-card text-center py-5" aria-labelledby="judul-halaman">
      <Icon name="person-lock" className="display-6 text-body-secondary d-block mb-3" />
      <h1 id="judul-halaman" className="h4">
        {route?.title}
      </h1>
      <p className="fw-semibold mb-1">Halaman ini bukan untuk akun {isUserTypeId(userType) ? USER_TYPES[userType].name : 'Anda'}.</p>
      <p className="text-body-secondary mx-auto unavailable-text">Halaman ini untuk: {who.join(', ')}.</p>
      <Link to="/dashboard" className="btn btn-outline-primary mt-2">
        Kembali ke Dasbor
      </Link>
    </section>
  );
}
