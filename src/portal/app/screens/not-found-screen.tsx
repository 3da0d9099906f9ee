import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $isAuth } from '../../lib/session-store.ts';

/** A path the catalogue does not know (the server answers such a path with a real 404 too). */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  const isAuth = useStore($isAuth);
  return (
    <section className="portal-card text-center py-5" aria-labelledby="judul-404">
      <p className="display-5 fw-bold text-body-secondary mb-0">404</p>
      <h1 id="judul-404" className="h4">
        Halaman tidak ditemukan
      </h1>
      <p className="text-body-secondary">
        Alamat <code className="text-break">{pathname}</code> tidak ada di portal ini. Periksa kembali alamatnya.
      </p>
      {isAuth ? (
        <Link to="/dashboard" className="btn btn-primary">
          Kembali ke Dasbor
        </Link>
      ) : (
        <a href="/" className="btn btn-primary">
          Ke beranda
        </a>
      )}
    </section>
  );
}
