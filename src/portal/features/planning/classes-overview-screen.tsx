/** /curriculum/classes: each rombel with its phase, how complete its classes' planning documents are, and its kokurikuler projects. */
import { curriculumSectionsContract } from '../../../shared/api/planning/supervision.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export default function ClassesOverviewScreen() {
  const loaded = useApiData(() => call(curriculumSectionsContract, { input: {} }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const d = loaded.data;
  return (
    <section>
      <h1 className="h4 mb-1">Kurikulum per Kelas</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {d.yearLabel} · {d.curriculum} · semester {d.semester}. Lengkap = semua perangkat ajar wajib kelas ajar itu sudah ditelaah.
      </p>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive" role="region" aria-label="Kurikulum per rombel" tabIndex={0}>
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Rombel</th>
              <th scope="col">Fase</th>
              <th scope="col">Wali kelas</th>
              <th scope="col">Kelas ajar lengkap</th>
              <th scope="col">Menunggu telaah</th>
              <th scope="col">Dikembalikan</th>
              <th scope="col">Projek kokurikuler</th>
            </tr>
          </thead>
          <tbody>
            {d.sections.map((s) => (
              <tr key={s.sectionId}>
                <th scope="row">{s.sectionName}</th>
                <td>{s.phase ?? '–'}</td>
                <td className="small">{s.homeroomName ?? '–'}</td>
                <td>
                  <div className="small">
                    {s.complete}/{s.assignments}
                  </div>
                  <div className="progress" style={{ height: '0.4rem' }} role="presentation">
                    <div className="progress-bar bg-success" style={{ width: `${s.assignments ? (s.complete / s.assignments) * 100 : 0}%` }} />
                  </div>
                </td>
                <td>{s.waiting}</td>
                <td>{s.returned}</td>
                <td className="small">{s.projects.length ? s.projects.map((p) => `S${p.semester}: ${p.title}`).join('; ') : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
