import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A screen that could not load (offline, or a newer version was deployed): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="portal-card text-center py-5" aria-labelledby="judul-galat">
      <h1 id="judul-galat" className="h4">
        Halaman gagal dimuat
      </h1>
      <p className="text-body-secondary mb-4">
        Periksa koneksi internet Anda, lalu muat ulang halaman. Jika masalah berlanjut, hubungi admin sekolah.
        {detail && <small className="d-block mt-2">({detail})</small>}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Muat ulang
      </button>
    </section>
  );
}
