import type { CatalogueRoute } from '../../../shared/catalogue/types.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { AREA_LABELS } from '../area-labels.ts';

/**
 * An open route (no flag, or the misspelt requireAuth) visited without a session: the route renders, as the
 * original guard lets it, but its data needs a token, so the page asks the visitor to sign in.
 */
export function SignInPrompt({ route, next }: { route: CatalogueRoute; next: string }) {
  return (
    <section className="portal-card signin-prompt text-center py-5" aria-labelledby="judul-masuk">
      <Icon name="lock" className="display-6 text-body-secondary d-block mb-3" />
      <p className="text-uppercase small text-body-secondary mb-1">{AREA_LABELS[route.area]}</p>
      <h1 id="judul-masuk" className="h4">
        {route.title}
      </h1>
      <p className="text-body-secondary mx-auto unavailable-text">
        Data di halaman ini hanya untuk pengguna yang sudah masuk. Silakan masuk dengan akun sekolah Anda untuk melanjutkan.
      </p>
      <a href={`/login?next=${encodeURIComponent(next)}`} className="btn btn-primary">
        <Icon name="box-arrow-in-right" /> Masuk
      </a>
    </section>
  );
}
