/** school_exam_schedules, scheduleexamination (and _akm): the year's schedules with their progress. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Paper } from '../../../../shared/documents/paper.ts';
import { PaperSelect } from '../../../components/ui/pdf-download.tsx';
import { SCHEDULE_KIND_LABELS, type ScheduleKind } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen } from '../ui/confirm.ts';
import { listSchedules } from '../ui/exam-api.ts';
import { deleteScheduleContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { kindsForRoute } from '../ui/exam-kinds.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { ScheduleDocuments } from './schedule-documents.tsx';

export default function ScheduleListScreen() {
  const route = useCurrentRoute();
  const akm = /akm/.test(route?.name ?? '');
  const kinds = kindsForRoute(route?.name);
  const result = useApiData(() => listSchedules(kinds));
  const [paper, setPaper] = useState<Paper>('A4');
  const base = akm
    ? {
        add: '/add_school_exam_schedules_akm',
        edit: '/edit_school_exam_schedules_akm',
        monitor: '/monitoring_examination_akm',
        results: '/examination/result-akm/detail',
      }
    : {
        add: '/add_school_exam_schedules',
        edit: '/edit_school_exam_schedules',
        monitor: '/monitoring/student-exam-status',
        results: '/result_exercises_class_detail',
      };
  if (result.state === 'loading') return <Loading label="Memuat jadwal…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const remove = async (id: number, title: string) => {
    if (await confirmThen('Hapus jadwal?', title, 'Hapus', () => call(deleteScheduleContract, { params: { id } }))) result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">{route?.title ?? 'Jadwal Ujian'}</h1>
        <PaperSelect value={paper} onChange={setPaper} />
        <Link to={base.add} className="btn btn-primary">
          Tambah jadwal
        </Link>
      </div>
      {result.data.data.length === 0 && <p className="text-body-secondary">Belum ada jadwal ujian.</p>}
      <div className="table-responsive">
        <table className="table align-middle">
          <TableHead columns={['Ujian', 'Waktu', 'Token', 'Peserta', 'Dokumen']} actions />
          <tbody>
            {result.data.data.map((s) => (
              <tr key={s.id}>
                <td>
                  <strong>{s.title}</strong>
                  <span className="d-block small text-body-secondary">
                    {SCHEDULE_KIND_LABELS[s.kind as ScheduleKind]}
                    {s.courseName ? ` · ${s.courseName}` : ''}
                    {s.session ? ` · ${s.session}` : ''}
                    {s.room ? ` · ${s.room}` : ''}
                  </span>
                </td>
                <td className="small">
                  {formatDateTime(s.startsAt)} – {formatDateTime(s.endsAt)}
                  <br />
                  {s.durationMinutes} menit
                </td>
                <td>{s.token ?? '–'}</td>
                <td className="small">
                  {s.participants} · {s.working} mengerjakan · {s.finished} selesai
                  {s.pendingEssays > 0 && <span className="d-block text-warning-emphasis">{s.pendingEssays} uraian belum dinilai</span>}
                </td>
                <td className="text-nowrap">
                  <ScheduleDocuments id={s.id} paper={paper} />
                </td>
                <td className="text-nowrap">
                  <Link className="btn btn-sm btn-outline-primary me-1" to={`${base.monitor}?jadwal=${s.id}`}>
                    Monitoring
                  </Link>
                  <Link className="btn btn-sm btn-outline-primary me-1" to={`${base.results}/${s.id}`}>
                    Hasil
                  </Link>
                  {s.mayChange && (
                    <>
                      <Link className="btn btn-sm btn-outline-secondary me-1" to={`${base.edit}/${s.id}`}>
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
    </section>
  );
}
