/**
 * examination/whitelist-app: the lockdown apps the school accepts. Their active keys open every schedule that
 * requires Safe Exam Browser, besides the schedule's own keys, and count as the "Safe Exam Browser" way in.
 * The list is the resource engine's exam-allowed-apps; this screen shows each app as a card with its two keys.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { APP_PLATFORM_LABELS } from '../../../../shared/exams/platform/app-platforms.ts';
import { canWrite } from '../../../../shared/resources/access.ts';
import { EXAM_ALLOWED_APPS } from '../../../../shared/resources/definitions/exam-lists.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { $userType } from '../../../lib/session-store.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen } from '../ui/confirm.ts';
import { AllowedAppForm } from './allowed-app-form.tsx';
import { deleteApp, listApps, type AllowedApp } from './allowed-apps-api.ts';

export default function AllowedAppsScreen() {
  const result = useApiData(listApps);
  const canEdit = canWrite(EXAM_ALLOWED_APPS, useStore($userType));
  const [editing, setEditing] = useState<AllowedApp | 'new' | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat aplikasi yang diizinkan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const data = result.data;
  const done = () => {
    setEditing(null);
    result.retry();
  };
  const remove = async (app: AllowedApp) => {
    if (await confirmThen('Hapus aplikasi?', `${app.name}: kuncinya tidak lagi diterima untuk ujian.`, 'Hapus', () => deleteApp(app.id))) result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 mb-0 me-auto">Aplikasi yang Diizinkan</h1>
        {canEdit && editing === null && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            Tambah aplikasi
          </button>
        )}
      </div>
      <p className="text-body-secondary">
        Safe Exam Browser atau aplikasi ujian yang dipakai sekolah. Kunci yang aktif diterima oleh setiap jadwal yang mewajibkan Safe Exam Browser, selain kunci
        milik jadwal itu sendiri.
      </p>
      {editing !== null && (
        <AllowedAppForm
          key={editing === 'new' ? 'new' : editing.id}
          app={editing === 'new' ? null : editing}
          onSaved={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {data.length === 0 && <p className="text-body-secondary">Belum ada aplikasi yang didaftarkan.</p>}
      <div className="row g-3">
        {data.map((app) => (
          <div className="col-lg-6" key={app.id}>
            <article className="card h-100" aria-labelledby={`aplikasi-${app.id}`}>
              <div className="card-body">
                <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
                  <h2 id={`aplikasi-${app.id}`} className="h6 mb-0 me-auto">
                    {app.name}
                  </h2>
                  <span className="badge text-bg-light border">{APP_PLATFORM_LABELS[app.platform]}</span>
                  <span className={`badge ${app.active ? 'text-bg-success' : 'text-bg-secondary'}`}>{app.active ? 'Aktif' : 'Nonaktif'}</span>
                </div>
                <dl className="small mb-0">
                  <dt>Config Key</dt>
                  <dd className="font-monospace text-break">{app.config_key ?? '–'}</dd>
                  <dt>Browser Exam Key</dt>
                  <dd className="font-monospace text-break">{app.browser_exam_key ?? '–'}</dd>
                  {app.notes && (
                    <>
                      <dt>Catatan</dt>
                      <dd>{app.notes}</dd>
                    </>
                  )}
                </dl>
              </div>
              {canEdit && (
                <div className="card-footer bg-transparent d-flex gap-2">
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(app)}>
                    Ubah
                  </button>
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(app)}>
                    Hapus
                  </button>
                </div>
              )}
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}
