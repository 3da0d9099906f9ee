/**
 * /dimension_element_subelement_project_pancasila: the graduate-profile frameworks, dimension by dimension down to
 * the sub-elements a project can target, with each framework's four-level scale. The framework of the session's
 * year opens first; the P5 one stays readable for 2024/2025 and earlier.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { getFrameworksContract } from '../../../shared/api/kokurikuler/framework.ts';
import { FRAMEWORKS, type FrameworkCode } from '../../../shared/kokurikuler/frameworks.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { LEVEL_CLASS, routeTo } from './ui.ts';

export default function KkFrameworkScreen() {
  const loaded = useApiData(() => call(getFrameworksContract, {}));
  const [chosen, setChosen] = useState<FrameworkCode | null>(null);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const code = chosen ?? loaded.data.current;
  const f = loaded.data.frameworks.find((x) => x.code === code)!;
  return (
    <section>
      <h1 className="h4 mb-1">Dimensi, Elemen dan Subelemen</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {loaded.data.yearLabel} memakai {FRAMEWORKS[loaded.data.current].name}. Projek dan penilaiannya:{' '}
        <Link to={routeTo('description_project_pancasila')}>Projek Kokurikuler</Link>.
      </p>
      <div className="btn-group mb-3" role="group" aria-label="Kerangka profil">
        {loaded.data.frameworks.map((x) => (
          <button
            key={x.code}
            type="button"
            className={`btn btn-sm ${x.code === code ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={x.code === code}
            onClick={() => setChosen(x.code)}
          >
            {x.name}
          </button>
        ))}
      </div>
      <p className="small mb-1">
        {f.activity} · {f.regulation}
      </p>
      <h2 className="h6 mt-3">Skala capaian</h2>
      <ul className="list-unstyled small">
        {f.levels.map((l) => (
          <li key={l.level} className="mb-1">
            <span className={`badge ${LEVEL_CLASS[l.level]} me-2`}>
              {l.level} · {l.code}
            </span>
            <strong>{l.name}</strong>: {l.description}
          </li>
        ))}
      </ul>
      <h2 className="h6 mt-3">{f.dimensions.length} dimensi</h2>
      {f.dimensions.map((d, i) => (
        <details key={d.id} className="border rounded p-2 mb-2" open={i === 0}>
          <summary className="fw-semibold">
            {i + 1}. {d.name}
          </summary>
          <p className="small text-body-secondary mt-1 mb-2">{d.description}</p>
          {d.elements.map((e) => (
            <div key={e.id} className="ms-2 mb-2">
              <h3 className="h6 small fw-semibold mb-1">Elemen: {e.name}</h3>
              <ul className="small mb-0">
                {e.subelements.map((s) => (
                  <li key={s.id}>
                    <span className="text-body-secondary me-1">{s.code}</span>
                    {s.name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
