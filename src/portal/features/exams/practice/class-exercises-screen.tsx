/**
 * The year's class exercises for teachers and admins (exercises_class): course, rombel, window, participants,
 * how many took it and the average of their latest attempts. "Tambah Latihan" opens the schedule form with
 * the practice kind preset; edit, results and delete use the schedule's own routes.
 */
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { canManageExams } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { $userType } from '../../../lib/session-store.ts';
import { confirmThen } from '../ui/confirm.ts';
import { call } from '../../../lib/api.ts';
import { deleteScheduleContract } from '../../../../shared/api/exams/schedules.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { classExercises } from './practice-api.ts';
import { PRACTICE_QUERY } from './practice-preset.ts';

/** The schedule form's query parameter that presets the practice kind (schedule-form-screen.tsx reads it). */
const ADD_PRACTICE_PATH = `/add_school_exam_schedules?${PRACTICE_QUERY.name}=${PRACTICE_QUERY.value}`;

export default function ClassExercisesScreen() {
  const route = useCurrentRoute();
  const manager = canManageExams(useStore($userType) ?? '');
  const result = useApiData(classExercises);
  if (result.state === 'loading') return <Loading label="Memuat latihan kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rows = result.data.data;
  const remove = async (id: number, title: string) => {
    if (
      await confirmThen('Hapus latihan?', `${title} — hasil siswa ikut tidak ditampilkan lagi.`, 'Hapus', () =>
        call(deleteScheduleContract, { params: { id } }),
      )
    )
      result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">{route?.title ?? 'Latihan Kelas'}</h1>
        {manager && (
          <Link to={ADD_PRACTICE_PATH} className="btn btn-primary">
            Tambah Latihan
          </Link>
        )}
      </div>
      {rows.length === 0 && <p className="text-body-secondary">Belum ada latihan kelas di tahun ajaran ini. Tekan "Tambah Latihan" untuk membuatnya.</p>}
      {rows.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle">
            <TableHead columns={['Latihan', 'Rombel', 'Dibuka', 'Mengerjakan', 'Rata-rata']} actions />
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <td>
                    <strong>{s.title}</strong>
                    <span className="d-block small text-body-secondary">
                      {s.courseName ?? 'Tanpa mata pelajaran'} · {s.durationMinutes} menit
                    </span>
                  </td>
                  <td className="small">{s.sections || '–'}</td>
                  <td className="small text-nowrap">
                    {formatDateTime(s.startsAt)}
                    <br />– {formatDateTime(s.endsAt)}
                  </td>
                  <td className="small">
                    {s.takers} dari {s.participants} siswa
                    <span className="d-block text-body-secondary">
                      {s.attempts} percobaan{s.working > 0 ? ` · ${s.working} sedang mengerjakan` : ''}
                    </span>
                  </td>
                  <td>{s.average ?? '–'}</td>
                  <td className="text-nowrap">
                    <Link className="btn btn-sm btn-outline-primary me-1" to={`/result_exercises_class_detail/${s.id}`}>
                      Hasil
                    </Link>
                    {manager && (
                      <>
                        <Link className="btn btn-sm btn-outline-secondary me-1" to={`/edit_school_exam_schedules/${s.id}`}>
                          Ubah
                        </Link>
                        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(s.id, s.title)}>
                          Hapus
                        </button>
                      </>
                    )}
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
