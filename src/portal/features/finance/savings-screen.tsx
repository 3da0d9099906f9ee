/** /student_savings: each student's savings balance by rombel, the school's total, and the way to the teller. */
import { useState } from 'react';
import { Link } from 'react-router';
import { listSavingsContract } from '../../../shared/api/finance/savings.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TableRegion } from './table-region.tsx';
import { routeTo, rupiah } from './ui.ts';

export default function SavingsScreen() {
  const [sectionId, setSection] = useState('');
  const [q, setQ] = useState('');
  const result = useApiData(() => call(listSavingsContract, { input: { sectionId: Number(sectionId) || undefined, q: q || undefined } }));
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">Tabungan Siswa</h1>
        <Link className="btn btn-sm btn-outline-secondary" to={routeTo('jurnal_student_savings')}>
          Jurnal tabungan
        </Link>
        {result.state === 'ready' && result.data.canEdit && (
          <Link className="btn btn-sm btn-primary" to={routeTo('student_saving_add')}>
            Setor / Tarik
          </Link>
        )}
      </div>
      <form
        className="d-flex flex-wrap gap-2 mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          result.retry();
        }}
      >
        <div>
          <label className="form-label small" htmlFor="sv-section">
            Rombel
          </label>
          <select
            id="sv-section"
            className="form-select form-select-sm"
            value={sectionId}
            onChange={(e) => {
              setSection(e.target.value);
              result.retry();
            }}
          >
            <option value="">Semua rombel</option>
            {result.state === 'ready' &&
              result.data.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label className="form-label small" htmlFor="sv-q">
            Nama siswa
          </label>
          <input id="sv-q" className="form-control form-control-sm" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-sm btn-outline-primary align-self-end">
          Tampilkan
        </button>
      </form>
      {result.state === 'loading' && <Loading label="Memuat tabungan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p className="small">
            Seluruh tabungan sekolah: <strong>{rupiah(result.data.total)}</strong> · yang tampil: {rupiah(result.data.shown)} ({result.data.data.length} siswa)
          </p>
          <TableRegion label="Saldo tabungan siswa">
            <thead>
              <tr>
                <th scope="col">Nama</th>
                <th scope="col">NIS</th>
                <th scope="col">Rombel</th>
                <th scope="col" className="text-end">
                  Saldo
                </th>
                {result.data.canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">Aksi</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {result.data.data.map((s) => (
                <tr key={s.studentId}>
                  <td>{s.fullName}</td>
                  <td>{s.nis ?? '-'}</td>
                  <td>{s.section}</td>
                  <td className="text-end">{rupiah(s.balance)}</td>
                  {result.data.canEdit && (
                    <td>
                      <Link
                        className="btn btn-sm btn-outline-primary"
                        to={`${routeTo('student_saving_add')}?student=${s.studentId}`}
                        aria-label={`Setor/Tarik ${s.fullName}`}
                      >
                        Setor/Tarik
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}
    </section>
  );
}
