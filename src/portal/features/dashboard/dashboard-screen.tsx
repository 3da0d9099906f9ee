import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { apiGet } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import type { DashboardData } from './dashboard-types.ts';
import { Shortcuts } from './shortcuts.tsx';

const number = new Intl.NumberFormat('id-ID');

/** /dashboard: the landing page of each user type, from GET /api/dashboard. */
export default function DashboardScreen() {
  const result = useApiData(() => apiGet<{ data: DashboardData }>('/dashboard').then((r) => r.data));
  return (
    <div className="dashboard">
      {result.state === 'loading' && <Loading label="Memuat dasbor…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && <Dashboard data={result.data} />}
    </div>
  );
}

function Dashboard({ data }: { data: DashboardData }) {
  return (
    <>
      <header className="dashboard-hello">
        <h1 className="h4 mb-1">Selamat datang, {data.user.full_name}</h1>
        <p className="text-body-secondary mb-0">
          {data.user.user_type_name}
          {data.school && (
            <>
              {' '}
              · {data.school.school_name} ({data.school.stage_name})
            </>
          )}
        </p>
      </header>
      <SchoolYear data={data} />
      {data.role === 'staff' && data.counts && <StaffCounts counts={data.counts} />}
      {data.role === 'student' && <StudentPanels data={data} />}
      {data.role === 'guardian' && <GuardianPanel data={data} />}
      <Shortcuts />
    </>
  );
}

function SchoolYear({ data }: { data: DashboardData }) {
  const year = data.academic_year;
  return (
    <dl className="portal-card dashboard-context">
      <div>
        <dt>Tahun ajaran</dt>
        <dd>
          {year ? (
            <>
              {year.description} {year.is_current ? <span className="badge text-bg-success">aktif</span> : <span className="badge text-bg-secondary">bukan tahun aktif</span>}
            </>
          ) : (
            'Belum ada tahun ajaran'
          )}
        </dd>
      </div>
      <div>
        <dt>Kurikulum</dt>
        <dd>{year?.curriculum?.name ?? 'Belum ditetapkan'}</dd>
      </div>
    </dl>
  );
}

function StaffCounts({ counts }: { counts: NonNullable<DashboardData['counts']> }) {
  return (
    <section aria-labelledby="judul-ringkasan">
      <h2 id="judul-ringkasan" className="visually-hidden">
        Ringkasan sekolah
      </h2>
      <div className="stat-grid">
        <Stat icon="people" label="Siswa aktif" value={number.format(counts.students)} />
        <Stat icon="person-workspace" label="Guru aktif" value={number.format(counts.teachers)} />
        <Stat
          icon="grid-3x3-gap"
          label="Kelas"
          value={counts.classes === null ? null : number.format(counts.classes)}
          note="Data kelas belum tersedia: modul kelas belum dibangun."
        />
      </div>
    </section>
  );
}

function Stat({ icon, label, value, note }: { icon: string; label: string; value: string | null; note?: string }) {
  return (
    <div className="portal-card stat">
      <Icon name={icon} className="stat-icon" />
      <div>
        <p className="stat-label">{label}</p>
        {value === null ? <p className="stat-empty">{note}</p> : <p className="stat-value">{value}</p>}
      </div>
    </div>
  );
}

function StudentPanels({ data }: { data: DashboardData }) {
  return (
    <div className="panel-grid">
      <Panel title="Kelas saya" icon="easel">
        {data.classes?.length ? null : (
          <p className="mb-0 text-body-secondary">
            Anda belum terdaftar di kelas mana pun. Modul kelas belum tersedia, jadi penempatan kelas dan mata pelajaran
            Anda akan tampil di sini setelah sekolah mulai menggunakannya.
          </p>
        )}
      </Panel>
      <Panel title="Ujian mendatang" icon="ui-checks">
        {data.upcoming_exams?.length ? null : (
          <p className="mb-0 text-body-secondary">
            Belum ada ujian yang dijadwalkan untuk Anda. Modul ujian belum tersedia; jadwal ujian dan latihan akan tampil
            di sini.
          </p>
        )}
      </Panel>
    </div>
  );
}

function GuardianPanel({ data }: { data: DashboardData }) {
  return (
    <div className="panel-grid">
      <Panel title="Anak saya" icon="people-fill">
        {data.children?.length ? null : (
          <p className="mb-0 text-body-secondary">
            Akun Anda belum tertaut dengan data siswa. Penautan orang tua/wali dengan siswa belum tersedia di platform
            ini; setelah tersedia, admin sekolah dapat menautkan akun Anda dan nilai, kehadiran serta tagihan anak Anda
            akan tampil di sini.
          </p>
        )}
      </Panel>
    </div>
  );
}

function Panel({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  return (
    <section className="portal-card">
      <h2 className="h6 d-flex align-items-center gap-2">
        <Icon name={icon} className="text-primary" />
        {title}
      </h2>
      {children}
    </section>
  );
}
