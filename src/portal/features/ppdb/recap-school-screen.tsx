/** /rekapitulasi_PPDB_per_sekolah: the school's admissions per period and pathway. */
import { schoolRecapContract } from '../../../shared/api/ppdb/recap.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { RecapTable } from './recap-table.tsx';

export default function RecapSchoolScreen() {
  const result = useApiData(() => call(schoolRecapContract));
  if (result.state === 'loading') return <Loading label="Memuat rekap…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Rekap PPDB {r.schoolName}</h1>
      <p className="text-body-secondary">
        Jumlah seluruh gelombang: {r.totals.applicants} pendaftar, {r.totals.accepted} diterima dari kuota {r.totals.quota}, {r.totals.reregistered} sudah
        daftar ulang.
      </p>
      {r.periods.length === 0 && <p>Belum ada gelombang PPDB.</p>}
      {r.periods.map((p) => (
        <RecapTable
          key={p.id}
          caption={`${p.name} · TA ${p.academicYear}`}
          rows={p.pathways.map((w) => ({ key: w.pathway, label: w.label, counts: w }))}
          totals={p}
        />
      ))}
    </section>
  );
}
