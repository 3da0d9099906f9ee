/**
 * /ekstrakulikuler_view: the clubs with coach, schedule and members; a student signs up here, the office adds a
 * club. /ekstrakulikuler_schedule shows the same clubs as a weekly schedule table.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { createExtracurricularContract, joinExtracurricularContract, listExtracurricularsContract } from '../../../shared/api/classroom/extracurriculars.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.tsx';

export const MEMBER_STATUS: Record<'pending' | 'approved' | 'rejected', [string, string]> = {
  pending: ['Menunggu persetujuan', 'text-bg-warning'],
  approved: ['Anggota', 'text-bg-success'],
  rejected: ['Ditolak', 'text-bg-secondary'],
};

export default function ClubsScreen() {
  const schedule = useCurrentRoute()?.name === 'ekstrakulikuler_schedule';
  const result = useApiData(() => call(listExtracurricularsContract));
  if (result.state === 'loading') return <Loading label="Memuat ekstrakurikuler…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, canManage, coaches } = result.data;
  const join = async (id: number) => {
    if (await act(() => call(joinExtracurricularContract, { params: { id } }), 'Pendaftaran terkirim')) result.retry();
  };
  if (schedule) {
    return (
      <section>
        <h1 className="h4">Jadwal Ekstrakurikuler</h1>
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Ekstrakurikuler</th>
                <th>Jadwal</th>
                <th>Tempat</th>
                <th>Pembina</th>
              </tr>
            </thead>
            <tbody>
              {data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={routeTo('ekstrakulikuler_view_detail', { id: c.id })}>{c.name}</Link>
                  </td>
                  <td>{c.schedule ?? '-'}</td>
                  <td>{c.place ?? '-'}</td>
                  <td>{c.coachName ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  }
  return (
    <section>
      <h1 className="h4">Ekstrakurikuler</h1>
      {data.length === 0 && <p>Belum ada ekstrakurikuler.</p>}
      <div className="row g-2 mb-3">
        {data.map((c) => (
          <div className="col-12 col-md-6 col-xl-4" key={c.id}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6">
                  <Link to={routeTo('ekstrakulikuler_view_detail', { id: c.id })}>{c.name}</Link>
                </h2>
                <div className="small">
                  {c.schedule ?? 'Jadwal belum diatur'}
                  {c.place ? ` · ${c.place}` : ''}
                </div>
                <div className="small text-body-secondary mb-2">
                  Pembina: {c.coachName ?? '-'} · {c.members} anggota{c.quota ? ` / ${c.quota}` : ''}
                  {c.canCoach && c.pending ? ` · ${c.pending} menunggu` : ''}
                </div>
                {c.myStatus && <span className={`badge ${MEMBER_STATUS[c.myStatus][1]}`}>{MEMBER_STATUS[c.myStatus][0]}</span>}
                {c.canJoin && (
                  <button type="button" className="btn btn-sm btn-primary" onClick={() => void join(c.id)}>
                    Daftar<span className="visually-hidden"> {c.name}</span>
                  </button>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      {canManage && <ClubForm coaches={coaches} onDone={result.retry} />}
    </section>
  );
}

function ClubForm({ coaches, onDone }: { coaches: { id: number; name: string }[]; onDone: () => void }) {
  const [v, setV] = useState({ name: '', coachId: '', schedule: '', place: '', quota: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    const input = {
      name: v.name,
      coachId: v.coachId ? Number(v.coachId) : null,
      schedule: v.schedule || null,
      place: v.place || null,
      quota: v.quota ? Number(v.quota) : null,
    };
    if (await act(() => call(createExtracurricularContract, { input }), 'Ekstrakurikuler ditambahkan', setErrors)) {
      setV({ name: '', coachId: '', schedule: '', place: '', quota: '' });
      onDone();
    }
  };
  const err = (n: string) => errors[n] && <div className="text-danger small">{errors[n].join(' ')}</div>;
  return (
    <form
      className="card card-body row g-2 mx-0"
      aria-label="Tambah ekstrakurikuler"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="h6">Tambah ekstrakurikuler</h2>
      <div className="col-md-6">
        <label className="form-label" htmlFor="club-name">
          Nama
        </label>
        <input id="club-name" className="form-control" value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} />
        {err('name')}
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor="club-coach">
          Pembina
        </label>
        <select id="club-coach" className="form-select" value={v.coachId} onChange={(e) => setV({ ...v, coachId: e.target.value })}>
          <option value="">(belum ada)</option>
          {coaches.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {err('coachId')}
      </div>
      <div className="col-md-5">
        <label className="form-label" htmlFor="club-schedule">
          Jadwal
        </label>
        <input
          id="club-schedule"
          className="form-control"
          placeholder="Jumat 14.00–16.00"
          value={v.schedule}
          onChange={(e) => setV({ ...v, schedule: e.target.value })}
        />
      </div>
      <div className="col-md-5">
        <label className="form-label" htmlFor="club-place">
          Tempat
        </label>
        <input id="club-place" className="form-control" value={v.place} onChange={(e) => setV({ ...v, place: e.target.value })} />
      </div>
      <div className="col-md-2">
        <label className="form-label" htmlFor="club-quota">
          Kuota
        </label>
        <input id="club-quota" type="number" className="form-control" value={v.quota} onChange={(e) => setV({ ...v, quota: e.target.value })} />
        {err('quota')}
      </div>
      <div className="col-12">
        <button className="btn btn-primary" type="submit">
          Simpan
        </button>
      </div>
    </form>
  );
}
