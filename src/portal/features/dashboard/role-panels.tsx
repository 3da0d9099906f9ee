import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { $timeZone } from '../../lib/session-store.ts';
import { formatInZone } from '../../../shared/time/school-time.ts';
import type { Child, DashboardData, StudentClass, UpcomingExam } from '../../../shared/api/dashboard.ts';

const number = new Intl.NumberFormat('id-ID');
const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
/** On the school's clock, whatever the device's zone. */
const when = (iso: string) => formatInZone(iso, $timeZone.get(), WHEN);

export function StaffCounts({ counts }: { counts: NonNullable<DashboardData['counts']> }) {
  return (
    <section aria-labelledby="judul-ringkasan">
      <h2 id="judul-ringkasan" className="visually-hidden">
        Ringkasan sekolah
      </h2>
      <div className="stat-grid">
        <Stat icon="people" label="Siswa aktif" value={counts.students} />
        <Stat icon="person-workspace" label="Guru aktif" value={counts.teachers} />
        <Stat icon="grid-3x3-gap" label="Rombel tahun ini" value={counts.classes} empty="Belum ada rombel di tahun ajaran ini." />
      </div>
    </section>
  );
}

function Stat({ icon, label, value, empty }: { icon: string; label: string; value: number; empty?: string }) {
  return (
    <div className="portal-card stat">
      <Icon name={icon} className="stat-icon" />
      <div>
        <p className="stat-label">{label}</p>
        <p className="stat-value">{number.format(value)}</p>
        {value === 0 && empty && <p className="stat-empty">{empty}</p>}
      </div>
    </div>
  );
}

export function TeachingPanel({ teaching }: { teaching: NonNullable<DashboardData['teaching']> }) {
  const bySection = new Map<string, string[]>();
  for (const a of teaching.assignments) bySection.set(a.section_name, [...(bySection.get(a.section_name) ?? []), a.course_name]);
  return (
    <div className="panel-grid mt-3">
      <Panel title="Wali kelas" icon="person-badge">
        {teaching.homeroom.length === 0 ? (
          <Empty>Anda bukan wali kelas di tahun ajaran ini.</Empty>
        ) : (
          <ul className="list-unstyled mb-0">
            {teaching.homeroom.map((h) => (
              <li key={h.section_name}>
                <strong>{h.section_name}</strong> <span className="text-body-secondary">(kelas {h.class_name})</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Kelas yang Anda ajar" icon="easel">
        {bySection.size === 0 ? (
          <Empty>Belum ada pembagian mengajar untuk Anda di tahun ajaran ini.</Empty>
        ) : (
          <ul className="list-unstyled mb-0 two-col">
            {[...bySection].map(([section, courseNames]) => (
              <li key={section}>
                <strong>{section}</strong> <span className="text-body-secondary">· {courseNames.join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

export function StudentPanels({ classes, exams }: { classes: StudentClass[]; exams: UpcomingExam[] }) {
  return (
    <div className="panel-grid">
      <Panel title="Ujian mendatang" icon="ui-checks">
        {exams.length === 0 ? (
          <Empty>Tidak ada ujian yang akan datang untuk rombel Anda.</Empty>
        ) : (
          <ul className="list-unstyled mb-0 exam-list">
            {exams.map((exam) => (
              <ExamRow key={`${exam.title}-${exam.starts_at}`} exam={exam} />
            ))}
          </ul>
        )}
        <Link to="/list_student_school_exams" className="btn btn-outline-primary btn-sm mt-3">
          Buka daftar ujian saya
        </Link>
      </Panel>
      <Panel title="Kelas saya" icon="easel">
        {classes.length === 0 ? (
          <Empty>Anda belum ditempatkan di rombel pada tahun ajaran ini. Hubungi wali kelas atau admin sekolah.</Empty>
        ) : (
          classes.map((c) => (
            <div key={c.section_name}>
              <p className="mb-1">
                <strong className="fs-5">{c.section_name}</strong>
                {c.major && <span className="text-body-secondary"> · {c.major}</span>}
              </p>
              <p className="small text-body-secondary mb-2">Wali kelas: {c.homeroom_teacher ?? 'belum ditetapkan'}</p>
              {c.courses.length > 0 && (
                <details>
                  <summary className="small">{c.courses.length} mata pelajaran</summary>
                  <ul className="list-unstyled small mt-2 mb-0">
                    {c.courses.map((course) => (
                      <li key={course.course_name} className="course-row">
                        <span>{course.course_name}</span>
                        <span className="text-body-secondary">{course.teacher_name}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          ))
        )}
      </Panel>
    </div>
  );
}

function ExamRow({ exam }: { exam: UpcomingExam }) {
  const open = new Date(exam.starts_at).getTime() <= Date.now();
  return (
    <li>
      <p className="mb-0 fw-semibold">{exam.title}</p>
      <p className="small text-body-secondary mb-0">
        {exam.course_name ? `${exam.course_name} · ` : ''}
        {exam.duration_minutes} menit · {open ? <span className="badge text-bg-success">Sedang dibuka</span> : <>mulai {when(exam.starts_at)}</>}
        {exam.status === 'working' && <span className="badge text-bg-warning ms-1">Sedang dikerjakan</span>}
      </p>
    </li>
  );
}

export function GuardianPanel({ list }: { list: Child[] }) {
  return (
    <div className="panel-grid">
      <Panel title="Anak saya" icon="people-fill">
        {list.length === 0 ? (
          <Empty>Akun Anda belum tertaut dengan data siswa. Hubungi admin sekolah untuk menautkannya.</Empty>
        ) : (
          <ul className="list-unstyled mb-0">
            {list.map((child) => (
              <li key={`${child.full_name}-${child.nisn}`} className="child-row">
                <strong>{child.full_name}</strong>
                <span className="small text-body-secondary">
                  {child.section_name ? `Rombel ${child.section_name}` : 'Belum ditempatkan di rombel tahun ini'}
                  {child.nisn && ` · NISN ${child.nisn}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function Panel({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="portal-card" aria-labelledby={id}>
      <h2 id={id} className="h6 d-flex align-items-center gap-2">
        <Icon name={icon} className="text-primary" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="mb-0 text-body-secondary">{children}</p>;
}
