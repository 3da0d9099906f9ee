/**
 * /flow_dimensional: the flow of dimensions through the year, grade by grade: which project strengthens which
 * dimension in which semester, and which dimensions no project of that grade touches yet.
 */
import { Link } from 'react-router';
import { getFlowContract } from '../../../shared/api/kokurikuler/framework.ts';
import { FRAMEWORKS } from '../../../shared/kokurikuler/frameworks.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.ts';

export default function KkFlowScreen() {
  const loaded = useApiData(() => call(getFlowContract, {}));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const flow = loaded.data;
  return (
    <section>
      <h1 className="h4 mb-1">Alur Dimensi</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {flow.yearLabel} · {FRAMEWORKS[flow.framework].name}. Setiap sel menyebut projek yang menguatkan dimensi itu (S1/S2 = semester).
      </p>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive border rounded" role="region" aria-label="Alur dimensi per tingkat kelas" tabIndex={0}>
        <table className="table table-sm table-bordered align-middle mb-0 small">
          <thead className="table-light">
            <tr>
              <th scope="col">Kelas</th>
              {flow.dimensions.map((d) => (
                <th scope="col" key={d.id} className="text-center">
                  {d.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {flow.grades.map((g) => (
              <tr key={g.classId}>
                <th scope="row">
                  {g.className}
                  <span className="d-block fw-normal text-body-secondary">{g.projects.length} projek</span>
                </th>
                {flow.dimensions.map((d) => {
                  const projects = g.projects.filter((p) => p.dimensionIds.includes(d.id));
                  return (
                    <td key={d.id} className={projects.length ? 'table-success' : g.missing.includes(d.id) && g.projects.length ? 'table-warning' : ''}>
                      {projects.map((p) => (
                        <div key={p.id}>
                          S{p.semester}: {p.title}
                        </div>
                      ))}
                      {!projects.length && <span className="text-body-secondary">–</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mt-2">
        Kuning: tingkat yang sudah memiliki projek tetapi belum menyentuh dimensi itu. Atur projek di{' '}
        <Link to={routeTo('description_project_pancasila')}>Projek Kokurikuler</Link>.
      </p>
    </section>
  );
}
