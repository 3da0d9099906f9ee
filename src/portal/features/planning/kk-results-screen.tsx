/**
 * /dimension_element_subelement_project_pancasila_evaluation/:id/:id2/:id3/:id4/:id5/:id6: the results of one
 * project for one rombel (the same six ids as the grid; the dimension filter narrows the columns, the student in
 * focus is highlighted): the level reached per dimension, the kokurikuler text the rapor prints, and the
 * project note, which the facilitators can still edit here.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getResultsContract, saveGridContract } from '../../../shared/api/kokurikuler/grid.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { gridIdsOf, gridLink, resultsLink, type GridIds } from './kk-links.ts';
import { act, LEVEL_CLASS, routeTo } from './ui.ts';

type Results = OutputOf<typeof getResultsContract>;

export default function KkResultsScreen() {
  const ids = gridIdsOf(useParams());
  const loaded = useApiData(() => call(getResultsContract, { params: { id: ids.project, sectionId: ids.section } }));
  if (!ids.project || !ids.section)
    return (
      <p>
        Pilih rombel dari <Link to={routeTo('description_project_pancasila')}>daftar projek</Link>.
      </p>
    );
  if (loaded.state === 'loading') return <Loading label="Memuat hasil projek…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <ResultsView key={`${ids.project}:${ids.section}`} data={loaded.data} ids={ids} reload={loaded.retry} />;
}

function ResultsView({ data, ids, reload }: { data: Results; ids: Required<GridIds>; reload: () => void }) {
  const navigate = useNavigate();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const dims = data.dimensions.filter((d) => !ids.dimension || d.id === ids.dimension);
  const dirty = Object.keys(notes).length;
  useEffect(() => {
    if (ids.student) document.getElementById(`kk-hasil-${ids.student}`)?.scrollIntoView({ block: 'center' });
  }, [ids.student]);
  const save = () => {
    setBusy(true);
    const rows = Object.entries(notes).map(([sid, note]) => ({
      studentId: Number(sid),
      note,
      revision: data.students.find((s) => s.id === Number(sid))?.noteRevision ?? 0,
    }));
    void act(() => call(saveGridContract, { params: { id: data.project.id, sectionId: data.section.id }, input: { notes: rows } }), 'Catatan disimpan')
      .then((ok) => {
        if (ok) {
          setNotes({});
          reload();
        }
      })
      .finally(() => setBusy(false));
  };
  const level = (n: number | undefined) =>
    n ? (
      <span className={`badge ${LEVEL_CLASS[n]}`} title={data.levels[n - 1]?.name}>
        {data.levels[n - 1]?.name}
      </span>
    ) : (
      <span className="text-body-secondary">–</span>
    );
  return (
    <section>
      <p className="mb-1">
        <Link to={routeTo('description_project_pancasila')}>&larr; Projek kokurikuler</Link>
      </p>
      <h1 className="h4 mb-1">
        Hasil {data.project.title} · {data.section.name}
      </h1>
      <p className="small text-body-secondary mb-2">
        Tema {data.project.theme} · Semester {data.project.semester} · {data.targets} subelemen ·{' '}
        {data.canEdit ? <Link to={gridLink(ids)}>Buka lembar penilaian</Link> : null}
      </p>
      {data.lock && (
        <div className="alert alert-warning py-2" role="status">
          {data.lock}
        </div>
      )}
      <div className="row g-2 mb-2">
        <div className="col-6 col-md-3">
          <label className="form-label small mb-0" htmlFor="hasil-rombel">
            Rombel
          </label>
          <select
            id="hasil-rombel"
            className="form-select form-select-sm"
            value={data.section.id}
            onChange={(e) => void navigate(resultsLink({ project: ids.project, section: Number(e.target.value) }))}
          >
            {data.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small mb-0" htmlFor="hasil-dimensi">
            Dimensi
          </label>
          <select
            id="hasil-dimensi"
            className="form-select form-select-sm"
            value={ids.dimension}
            onChange={(e) => void navigate(resultsLink({ ...ids, dimension: Number(e.target.value) }), { replace: true })}
          >
            <option value={0}>Semua dimensi</option>
            {data.dimensions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive border rounded mb-2" role="region" aria-label="Hasil projek per siswa" tabIndex={0}>
        <table className="table table-sm align-middle mb-0">
          <thead className="table-light">
            <tr>
              <th scope="col">Siswa</th>
              {dims.map((d) => (
                <th scope="col" key={d.id} className="small text-center">
                  {d.name}
                </th>
              ))}
              <th scope="col" style={{ minWidth: '18rem' }}>
                Deskripsi kokurikuler (rapor)
              </th>
              <th scope="col" style={{ minWidth: '14rem' }}>
                Catatan projek
              </th>
            </tr>
          </thead>
          <tbody>
            {data.students.map((s) => (
              <tr key={s.id} id={`kk-hasil-${s.id}`} className={ids.student === s.id ? 'table-primary' : undefined}>
                <th scope="row" className="small fw-normal">
                  {s.name}
                  <span className="d-block text-body-secondary">
                    {s.assessed}/{data.targets} dinilai
                  </span>
                </th>
                {dims.map((d) => (
                  <td key={d.id} className="text-center small">
                    {level(s.dimensionLevels[d.id])}
                  </td>
                ))}
                <td className="small">{s.description || <span className="text-body-secondary">Belum ada penilaian.</span>}</td>
                <td className="p-1">
                  {data.canEdit ? (
                    <textarea
                      className="form-control form-control-sm"
                      rows={2}
                      maxLength={1000}
                      aria-label={`Catatan projek ${s.name}`}
                      value={notes[s.id] ?? s.note}
                      onChange={(e) => setNotes((n) => ({ ...n, [s.id]: e.target.value }))}
                    />
                  ) : (
                    <span className="small">{s.note || '–'}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.canEdit && (
        <button type="button" className="btn btn-primary" disabled={busy || dirty === 0} onClick={save}>
          {busy ? 'Menyimpan…' : `Simpan catatan${dirty ? ` (${dirty})` : ''}`}
        </button>
      )}
      <p className="small text-body-secondary mt-2">
        Capaian dimensi = rata-rata capaian subelemennya, dibulatkan. Deskripsi ini masuk ke bagian Kokurikuler pada rapor semester {data.project.semester}.
      </p>
    </section>
  );
}
