/**
 * /leger and /leger_uts: the class ledger of a rombel (every subject × every student, total, average, rank),
 * on screen and as .xlsx. The homeroom teacher sees their rombel, the office and the principal every rombel.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { listClassesContract } from '../../../shared/api/grades/classes.ts';
import { legerContract, legerXlsxContract } from '../../../shared/api/grades/rapor.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export function LegerScreen({ kind }: { kind: 'final' | 'sts' }) {
  const [params, setParams] = useSearchParams();
  const sections = useApiData(() => call(listClassesContract, { input: { scope: 'all' } }));
  if (sections.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (sections.state === 'failed') return <LoadFailed message={sections.message} onRetry={sections.retry} />;
  const list = sections.data.homeroom;
  const chosen = Number(params.get('rombel')) || list[0]?.sectionId;
  return (
    <section>
      <h1 className="h4">{kind === 'sts' ? 'Leger Nilai STS' : 'Leger Nilai Akhir'}</h1>
      {list.length === 0 ? (
        <p>Anda belum menjadi wali kelas rombel mana pun.</p>
      ) : (
        <div className="mb-2" style={{ maxWidth: '20rem' }}>
          <label className="form-label small" htmlFor="leger-rombel">
            Rombel
          </label>
          <select id="leger-rombel" className="form-select form-select-sm" value={chosen} onChange={(e) => setParams({ rombel: e.target.value })}>
            {list.map((h) => (
              <option key={h.sectionId} value={h.sectionId}>
                {h.sectionName}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen ? <LegerTable key={`${chosen}-${kind}`} id={chosen} kind={kind} /> : null}
    </section>
  );
}

function LegerTable({ id, kind }: { id: number; kind: 'final' | 'sts' }) {
  const result = useApiData(() => call(legerContract, { params: { id }, input: { kind } }));
  const [error, setError] = useState<string | null>(null);
  if (result.state === 'loading') return <Loading label="Menyusun leger…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const l = result.data;
  const download = () =>
    saveDownload(pathOf(legerXlsxContract, { id }), { query: { kind, semester: l.semester }, fallbackName: 'leger.xlsx' }).catch((e: unknown) =>
      setError(downloadFailure(e)),
    );
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <span className="small">
          {l.section.name} · semester {l.semester} · {l.rows.length} siswa · {l.subjects.length} mapel
        </span>
        <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void download()}>
          Unduh Excel
        </button>
        {error && (
          <span className="small text-danger" role="alert">
            {error}
          </span>
        )}
      </div>
      {/* A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive border rounded" style={{ maxHeight: '70vh' }} role="region" aria-label="Leger nilai" tabIndex={0}>
        <table className="table table-sm table-bordered small mb-0">
          <thead className="table-light sticky-top">
            <tr>
              <th scope="col">No</th>
              <th scope="col">Nama</th>
              {l.subjects.map((s) => (
                <th scope="col" key={s.id} className="text-center" title={`KKTP ${s.kkm}`}>
                  {s.name}
                </th>
              ))}
              <th scope="col">Jumlah</th>
              <th scope="col">Rata-rata</th>
              <th scope="col">Peringkat</th>
            </tr>
          </thead>
          <tbody>
            {l.rows.map((r, i) => (
              <tr key={r.studentId}>
                <td>{i + 1}</td>
                <th scope="row" className="fw-normal text-nowrap">
                  {r.name}
                </th>
                {r.scores.map((n, j) => (
                  <td key={l.subjects[j].id} className={`text-center ${n !== null && n < l.subjects[j].kkm ? 'text-danger fw-semibold' : ''}`}>
                    {n ?? '–'}
                  </td>
                ))}
                <td className="text-center">{r.total}</td>
                <td className="text-center">{r.average ?? '–'}</td>
                <td className="text-center">{r.rank ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export default function LegerFinalScreen() {
  return <LegerScreen kind="final" />;
}
