/**
 * The exam's page before the start (student_exam, student_exam_akm and the iOS variants; :id = attempt id):
 * what the exam is, a countdown to its opening by the server's clock, its rules, the token and "Mulai";
 * "Lanjutkan" while working; the result once the schedule shows it.
 */
import { Link, useParams } from 'react-router';
import { SCHEDULE_KIND_LABELS, type ScheduleKind } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { AKM_KINDS } from '../ui/exam-kinds.ts';
import { formatDateTime } from '../ui/format.ts';
import { StatusBadge } from '../ui/table-head.tsx';
import { examOverview, takePath, type ExamOverview } from './practice-api.ts';
import { StartExam } from './start-exam.tsx';
import { formatLeft, useCountdown } from './use-countdown.ts';

export default function ExamPageScreen() {
  const { id } = useParams();
  const attemptId = Number(id);
  const route = useCurrentRoute();
  const result = useApiData(() => examOverview(attemptId));
  if (result.state === 'loading') return <Loading label="Memuat ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const ios = /ios/.test(route?.name ?? '');
  const akm = /akm/.test(route?.name ?? '') || AKM_KINDS.includes(result.data.schedule.kind as ScheduleKind);
  const list = akm
    ? ios
      ? '/list_student_school_exams_akm_ios'
      : '/list_student_school_exam_akms'
    : ios
      ? '/list_student_school_exams_ios'
      : '/list_student_school_exams';
  return <ExamPage data={result.data} list={list} />;
}

function ExamPage({ data, list }: { data: ExamOverview; list: string }) {
  const { schedule: s, attempt: a } = data;
  const untilOpen = useCountdown(s.startsAt, data.serverTime);
  const untilClose = useCountdown(s.endsAt, data.serverTime);
  const open = untilOpen === 0 && untilClose > 0;
  return (
    <section className="mx-auto" style={{ maxWidth: '40rem' }}>
      <p className="small text-body-secondary mb-1">
        {SCHEDULE_KIND_LABELS[s.kind as ScheduleKind] ?? s.kind}
        {s.courseName ? ` · ${s.courseName}` : ''}
      </p>
      <h1 className="h4">{s.title}</h1>
      <p>
        <StatusBadge status={a.status} blocked={a.blocked} />
      </p>
      <dl className="row small mb-3">
        <dt className="col-5 col-sm-4">Dibuka</dt>
        <dd className="col-7 col-sm-8">{formatDateTime(s.startsAt)}</dd>
        <dt className="col-5 col-sm-4">Ditutup</dt>
        <dd className="col-7 col-sm-8">{formatDateTime(s.endsAt)}</dd>
        <dt className="col-5 col-sm-4">Durasi</dt>
        <dd className="col-7 col-sm-8">{s.durationMinutes} menit</dd>
        <dt className="col-5 col-sm-4">Jumlah soal</dt>
        <dd className="col-7 col-sm-8">{s.questionCount} soal</dd>
        {(s.session || s.room) && (
          <>
            <dt className="col-5 col-sm-4">Sesi / ruang</dt>
            <dd className="col-7 col-sm-8">{[s.session, s.room].filter(Boolean).join(' · ')}</dd>
          </>
        )}
      </dl>
      <h2 className="h6">Tata tertib</h2>
      <ul className="small">
        <li>{s.tokenRequired ? 'Perlu token ujian dari pengawas untuk memulai.' : 'Tidak perlu token untuk memulai.'}</li>
        {s.sebRequired && <li>Wajib dibuka dengan aplikasi Safe Exam Browser.</li>}
        {s.recordLeave && <li>Meninggalkan halaman ujian (pindah aplikasi atau tab) dicatat dan terlihat oleh pengawas.</li>}
        <li>Jawaban tersimpan otomatis. Waktu dihitung sejak menekan "Mulai" dan berhenti saat jadwal ditutup.</li>
      </ul>
      {a.blocked ? (
        <p className="alert alert-danger">
          {a.blockReason ? `Ujian Anda diblokir oleh pengawas: ${a.blockReason}` : 'Ujian Anda diblokir oleh pengawas.'} Hubungi pengawas ruang.
        </p>
      ) : a.status === 'finished' ? (
        <Finished data={data} />
      ) : a.status === 'working' ? (
        <Link className="btn btn-primary btn-lg w-100" to={takePath(s.kind, a.id)}>
          Lanjutkan
        </Link>
      ) : untilOpen > 0 ? (
        <Countdown ms={untilOpen} />
      ) : open ? (
        <StartExam attemptId={a.id} kind={s.kind} tokenRequired={s.tokenRequired} />
      ) : (
        <p className="alert alert-secondary">Waktu ujian sudah berakhir.</p>
      )}
      <Link className="btn btn-link px-0 mt-3" to={list}>
        Kembali ke daftar ujian
      </Link>
    </section>
  );
}

/** Until the window opens; at zero the page shows "Mulai" by itself. */
function Countdown({ ms }: { ms: number }) {
  return (
    <div className="alert alert-info text-center" role="timer" aria-live="off">
      Ujian dibuka dalam
      <strong className="d-block fs-3" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatLeft(ms)}
      </strong>
    </div>
  );
}

function Finished({ data }: { data: ExamOverview }) {
  const { schedule: s, attempt: a, result: r } = data;
  const akm = AKM_KINDS.includes(s.kind as ScheduleKind);
  return (
    <div className="alert alert-success">
      <p className="mb-1">Ujian selesai dikerjakan{a.finishedAt ? ` pada ${formatDateTime(a.finishedAt)}` : ''}.</p>
      {r ? (
        <p className="mb-1">
          Nilai: <strong data-testid="nilai-ujian">{r.grade ?? '–'}</strong> ({r.score ?? 0} dari {r.maxScore ?? 0} poin)
          {r.pendingEssays > 0 && <span className="d-block small">{r.pendingEssays} soal uraian belum dinilai guru.</span>}
        </p>
      ) : (
        <p className="mb-1">Nilai akan diumumkan oleh guru.</p>
      )}
      {s.kind === 'practice' && <Link to={`/result_exercisedetail/${a.id}`}>Lihat pembahasan</Link>}
      {akm && r && <Link to={`/result_exercisedetail_akm/${a.id}`}>Lihat hasil AKM</Link>}
    </div>
  );
}
