import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import type { DashboardData } from '../../../shared/api/dashboard.ts';
import { dashboardRoute } from '../../../shared/api/shell-routes.ts';
import { GuardianPanel, StaffCounts, StudentPanels, TeachingPanel } from './role-panels.tsx';
import { Shortcuts } from './shortcuts.tsx';

/** /dashboard: the landing page of each user type, from GET /api/dashboard. */
export default function DashboardScreen() {
  const result = useApiData(() => call(dashboardRoute).then((r) => r.data));
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
      {data.counts && <StaffCounts counts={data.counts} />}
      {data.teaching && <TeachingPanel teaching={data.teaching} />}
      {data.role === 'student' && <StudentPanels classes={data.classes ?? []} exams={data.upcoming_exams ?? []} />}
      {data.role === 'guardian' && <GuardianPanel list={data.children ?? []} />}
      <Shortcuts />
    </>
  );
}

function SchoolYear({ data }: { data: DashboardData }) {
  const year = data.academic_year;
  return (
    <dl className="portal-card dashboard-context d-none d-md-grid">
      <div>
        <dt>Tahun ajaran</dt>
        <dd>
          {year ? (
            <>
              {year.description}{' '}
              {year.is_current ? <span className="badge text-bg-success">aktif</span> : <span className="badge text-bg-secondary">bukan tahun aktif</span>}
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
