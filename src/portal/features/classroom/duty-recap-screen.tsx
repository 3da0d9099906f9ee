/** /picket/users-data (Rekap Piket): each school day of a period with its officers and log, and each officer's tally. */
import { useState } from 'react';
import { Link } from 'react-router';
import { dutyRecapContract } from '../../../shared/api/classroom/duty.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, ScrollRegion } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

export default function DutyRecapScreen() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  return <Recap key={`${range.from}-${range.to}`} range={range} onRange={setRange} />;
}

function Recap({ range, onRange }: { range: { from?: string; to?: string }; onRange: (r: { from: string; to: string }) => void }) {
  const result = useApiData(() => call(dutyRecapContract, { input: range }));
  const [v, setV] = useState(range);
  if (result.state === 'loading') return <Loading label="Memuat rekap piket…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Rekap Piket</h1>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        aria-label="Periode rekap"
        onSubmit={(e) => {
          e.preventDefault();
          onRange({ from: v.from ?? r.from, to: v.to ?? r.to });
        }}
      >
        <div>
          <label className="form-label small mb-0" htmlFor="recap-from">
            Dari
          </label>
          <input
            id="recap-from"
            type="date"
            className="form-control form-control-sm"
            value={v.from ?? r.from}
            onChange={(e) => setV({ ...v, from: e.target.value })}
          />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor="recap-to">
            Sampai
          </label>
          <input id="recap-to" type="date" className="form-control form-control-sm" value={v.to ?? r.to} onChange={(e) => setV({ ...v, to: e.target.value })} />
        </div>
        <button className="btn btn-sm btn-primary" type="submit">
          Tampilkan
        </button>
      </form>
      <h2 className="h5">Per petugas</h2>
      <ScrollRegion label="Rekap per petugas">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Guru piket</th>
              <th className="text-end">Hari terjadwal</th>
              <th className="text-end">Jurnal diisi</th>
              <th className="text-end">Catatan</th>
            </tr>
          </thead>
          <tbody>
            {r.officers.length === 0 && (
              <tr>
                <td colSpan={4}>Belum ada jadwal piket guru.</td>
              </tr>
            )}
            {r.officers.map((o) => (
              <tr key={o.id}>
                <td>{o.name}</td>
                <td className="text-end">{o.scheduled}</td>
                <td className="text-end">{o.filled}</td>
                <td className="text-end">{o.entries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h2 className="h5">Per hari sekolah</h2>
      <ScrollRegion label="Rekap per hari">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Tanggal</th>
              <th>Petugas</th>
              <th>Jurnal</th>
              <th className="text-end">Terlambat</th>
              <th className="text-end">Izin</th>
              <th className="text-end">Guru berhalangan</th>
              <th className="text-end">Kejadian</th>
            </tr>
          </thead>
          <tbody>
            {r.days.map((d) => (
              <tr key={d.date}>
                <td>
                  <Link to={`${routeTo('picket_officer')}?tanggal=${d.date}`}>
                    {d.weekdayLabel}, {dayLabel(d.date)}
                  </Link>
                </td>
                <td>{d.officers.join(', ') || '-'}</td>
                <td>{d.filled ? 'Diisi' : 'Belum'}</td>
                <td className="text-end">{d.late}</td>
                <td className="text-end">{d.leave}</td>
                <td className="text-end">{d.teacherAbsent}</td>
                <td className="text-end">{d.incident}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
