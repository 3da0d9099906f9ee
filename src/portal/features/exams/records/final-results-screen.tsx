/**
 * "Olah Nilai Akhir" (new_result_exercises_class and its detail): per schedule, "Proses Nilai" computes every
 * participant's final grade — the exam grade, the best remedial counted up to the KKM — and the list shows
 * them, sortable, with an .xlsx export. The list of schedules says which are processed and when.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen } from '../ui/confirm.ts';
import { download } from '../ui/exam-api.ts';
import { call } from '../../../lib/api.ts';
import { exportFinalResultsContract, finalResultsContract, processFinalResultsContract } from '../../../../shared/api/exams/records.ts';
import { formatDateTime } from '../ui/format.ts';
import { formatGrade } from './records-api.ts';
import { SortHead, useSorted } from './sort.tsx';
import { YearSchedules } from './year-schedules.tsx';

export interface FinalRow {
  id: number;
  userId: number;
  name: string;
  section: string | null;
  originalGrade: number | null;
  remedialGrade: number | null;
  finalGrade: number | null;
  kkm: number;
  kkmSet: boolean;
  passed: boolean;
}

export default function FinalResultsScreen() {
  const id = Number(useParams().id) || null;
  if (id) return <FinalResults scheduleId={id} />;
  return (
    <YearSchedules
      title="Olah Nilai Akhir"
      intro="Nilai akhir setiap siswa: nilai ujian, atau nilai remedial terbaik yang dihitung paling tinggi sama dengan KKM."
      start="current"
      kinds="school,akm,tka"
      empty="Belum ada jadwal ujian pada tahun ajaran ini."
    >
      {(s) => (
        <>
          <p className="mb-2">
            {s.processedAt ? (
              <span className="badge text-bg-success">Diproses {formatDateTime(s.processedAt)}</span>
            ) : (
              <span className="badge text-bg-secondary">Belum diproses</span>
            )}
          </p>
          <Link className="btn btn-sm btn-primary" to={`/new_result_exercises_class_detail/${s.id}`}>
            Olah nilai <span className="visually-hidden">{s.title}</span>
          </Link>
        </>
      )}
    </YearSchedules>
  );
}

function FinalResults({ scheduleId }: { scheduleId: number }) {
  const result = useApiData(() => call(finalResultsContract, { params: { id: scheduleId } }));
  const [sort, setSort] = useState<keyof FinalRow>('section');
  const rows = useSorted(result.state === 'ready' ? result.data.rows : [], sort);
  if (result.state === 'loading') return <Loading label="Memuat nilai akhir…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const data = result.data;
  const process = () =>
    confirmThen('Proses nilai akhir?', 'Nilai akhir semua peserta dihitung ulang dan menggantikan hasil sebelumnya.', 'Proses Nilai', async () => {
      const r = await call(processFinalResultsContract, { params: { id: scheduleId } });
      void Swal.fire({ icon: 'success', title: 'Nilai akhir diproses', text: r.message });
      result.retry();
    });
  return (
    <section>
      <h1 className="h4">Olah Nilai Akhir: {data.schedule.title}</h1>
      <p className="text-body-secondary mb-2">
        {data.processedAt ? `Diproses ${formatDateTime(data.processedAt)}${data.processedBy ? ` oleh ${data.processedBy}` : ''}.` : 'Belum diproses.'}{' '}
        {data.remedialSchedules.length
          ? `Remedial yang dihitung: ${data.remedialSchedules.map((r) => r.title).join(', ')} (paling tinggi sama dengan KKM).`
          : 'Belum ada jadwal remedial untuk ujian ini.'}
      </p>
      {data.unsetKkm > 0 && (
        <p className="small text-body-secondary">KKM {data.unsetKkm} siswa belum diatur sekolah untuk mapel dan kelasnya; dipakai KKM bawaan 75.</p>
      )}
      {data.pendingEssays > 0 && (
        <p className="alert alert-warning" role="alert">
          Masih ada {data.pendingEssays} jawaban uraian yang belum dinilai. Nilai dulu uraiannya sebelum memproses nilai akhir.
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-primary" onClick={() => void process()}>
          {data.processedAt ? 'Proses Ulang Nilai' : 'Proses Nilai'}
        </button>
        {data.rows.length > 0 && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void download(exportFinalResultsContract, { params: { id: scheduleId } }, `nilai-akhir-${scheduleId}.xlsx`)}
          >
            Unduh .xlsx
          </button>
        )}
      </div>
      {data.rows.length === 0 ? (
        <p className="alert alert-light border">Tekan “Proses Nilai” untuk menghitung nilai akhir {data.participants} peserta.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <SortHead label="Nama" field="name" sort={sort} onSort={setSort} />
                <SortHead label="Rombel" field="section" sort={sort} onSort={setSort} />
                <SortHead label="Nilai ujian" field="originalGrade" sort={sort} onSort={setSort} />
                <SortHead label="Remedial (maks. KKM)" field="remedialGrade" sort={sort} onSort={setSort} />
                <SortHead label="Nilai akhir" field="finalGrade" sort={sort} onSort={setSort} />
                <th scope="col">KKM</th>
                <SortHead label="Keterangan" field="passed" sort={sort} onSort={setSort} />
                <th scope="col">
                  <span className="visually-hidden">Tindakan</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.name}</th>
                  <td>{r.section ?? '–'}</td>
                  <td>{r.originalGrade === null ? 'tidak ikut' : formatGrade(r.originalGrade)}</td>
                  <td>{formatGrade(r.remedialGrade)}</td>
                  <td>
                    <strong>{formatGrade(r.finalGrade)}</strong>
                  </td>
                  <td>{r.kkmSet ? r.kkm : `${r.kkm} (bawaan)`}</td>
                  <td>{r.passed ? <span className="badge text-bg-success">Tuntas</span> : <span className="badge text-bg-danger">Belum tuntas</span>}</td>
                  <td>
                    <Link className="btn btn-sm btn-outline-primary" to={`/new_result_exercises_class_detail/${scheduleId}/${r.id}`}>
                      Rincian <span className="visually-hidden">{r.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
