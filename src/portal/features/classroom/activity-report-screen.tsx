/** /activity/report_class_activity (Laporan Kegiatan Kelas): meetings, materials and assignments of a period per rombel. */
import { useState } from 'react';
import { Link } from 'react-router';
import { activityReportContract } from '../../../shared/api/classroom/activity-report.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, ScrollRegion } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type Query = { from?: string; to?: string; sectionId?: number };
const KIND = { meeting: 'Pertemuan', material: 'Materi', assignment: 'Tugas' } as const;

export default function ActivityReportScreen() {
  const [query, setQuery] = useState<Query>({});
  return <Report key={JSON.stringify(query)} query={query} onQuery={setQuery} />;
}

function Report({ query, onQuery }: { query: Query; onQuery: (q: Query) => void }) {
  const result = useApiData(() => call(activityReportContract, { input: query }));
  const [v, setV] = useState(query);
  if (result.state === 'loading') return <Loading label="Memuat laporan kegiatan kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Laporan Kegiatan Kelas</h1>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        aria-label="Periode laporan"
        onSubmit={(e) => {
          e.preventDefault();
          onQuery({ from: v.from ?? r.from, to: v.to ?? r.to, ...(v.sectionId ? { sectionId: v.sectionId } : {}) });
        }}
      >
        <div>
          <label className="form-label small mb-0" htmlFor="act-from">
            Dari
          </label>
          <input
            id="act-from"
            type="date"
            className="form-control form-control-sm"
            value={v.from ?? r.from}
            onChange={(e) => setV({ ...v, from: e.target.value })}
          />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor="act-to">
            Sampai
          </label>
          <input id="act-to" type="date" className="form-control form-control-sm" value={v.to ?? r.to} onChange={(e) => setV({ ...v, to: e.target.value })} />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor="act-section">
            Rombel
          </label>
          <select
            id="act-section"
            className="form-select form-select-sm"
            value={v.sectionId ?? ''}
            onChange={(e) => setV({ ...v, sectionId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Semua</option>
            {r.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button className="btn btn-sm btn-primary" type="submit">
          Tampilkan
        </button>
      </form>
      <h2 className="h5">Per guru</h2>
      <ScrollRegion label="Rekap per guru">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Guru</th>
              <th className="text-end">Pertemuan</th>
              <th className="text-end">Materi</th>
              <th className="text-end">Tugas</th>
            </tr>
          </thead>
          <tbody>
            {r.teachers.length === 0 && (
              <tr>
                <td colSpan={4}>Tidak ada kegiatan pada periode ini.</td>
              </tr>
            )}
            {r.teachers.map((t) => (
              <tr key={t.name}>
                <td>{t.name}</td>
                <td className="text-end">{t.meetings}</td>
                <td className="text-end">{t.materials}</td>
                <td className="text-end">{t.assignments}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h2 className="h5">Kegiatan</h2>
      <ScrollRegion label="Kegiatan kelas">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Tanggal</th>
              <th>Rombel</th>
              <th>Mapel · guru</th>
              <th>Kegiatan</th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((x, i) => (
              <tr key={i}>
                <td className="text-nowrap">{dayLabel(x.date)}</td>
                <td>{x.sectionName}</td>
                <td>
                  <Link to={routeTo('kelas_room_detail', { id: x.roomId })}>{x.courseName}</Link>
                  <div className="small text-body-secondary">{x.teacherName}</div>
                </td>
                <td>
                  <span className="badge text-bg-light me-1">{KIND[x.kind]}</span>
                  {x.title}
                  {x.detail && <div className="small text-body-secondary">{x.detail}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
