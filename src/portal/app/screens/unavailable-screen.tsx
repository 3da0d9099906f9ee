import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { AREA_LABELS } from '../area-labels.ts';
import { useCurrentRoute } from '../route-handle.ts';

/** Every catalogue route whose module is not built yet: plain about it, with a way back. */
export default function UnavailableScreen() {
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <section className="portal-card text-center py-5" aria-labelledby="judul-halaman">
      <Icon name="hourglass-split" className="display-6 text-body-secondary d-block mb-3" />
      <p className="text-uppercase small text-body-secondary mb-1">{AREA_LABELS[route.area]}</p>
      <h1 id="judul-halaman" className="h4">
        {route.title}
      </h1>
      <p className="fw-semibold mb-1">Halaman ini belum tersedia.</p>
      <p className="text-body-secondary mx-auto unavailable-text">
        Modulnya di bagian <strong>{AREA_LABELS[route.area]}</strong> belum dibangun, jadi belum ada data yang bisa ditampilkan atau diubah di sini.
      </p>
      <Link to="/dashboard" className="btn btn-outline-primary mt-2">
        Kembali ke Dasbor
      </Link>
    </section>
  );
}
