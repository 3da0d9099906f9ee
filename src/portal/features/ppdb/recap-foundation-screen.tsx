/** /rekapitulasi_PPDB_seluruh_sekolah: every school of the foundation side by side. */
import { foundationRecapContract } from '../../../shared/api/ppdb/recap.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { RecapTable } from './recap-table.tsx';

export default function RecapFoundationScreen() {
  const result = useApiData(() => call(foundationRecapContract));
  if (result.state === 'loading') return <Loading label="Memuat rekap…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Rekap PPDB Seluruh Sekolah</h1>
      <p className="text-body-secondary">
        {r.foundationName ?? 'Sekolah ini'}: {r.schools.length} sekolah, {r.totals.applicants} pendaftar, {r.totals.accepted} diterima.
      </p>
      <RecapTable
        caption="Per sekolah, semua gelombang"
        rows={r.schools.map((s) => ({ key: s.schoolId, label: `${s.schoolName} (${s.stage})`, counts: s }))}
        totals={r.totals}
      />
    </section>
  );
}
