/**
 * /class_type_compt: the kind of competence each grade level works with this year: K13 (KI and KD) or Kurikulum
 * Merdeka (CP of its phase), with what the school has of each. Schools run both at once in different grades.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { getGradeCurriculaContract, saveGradeCurriculaContract } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, curriculumLabel, routeTo } from './ui.tsx';

export default function GradeCurriculaScreen() {
  const route = useCurrentRoute();
  const data = useApiData(() => call(getGradeCurriculaContract));
  const [choice, setChoice] = useState<Record<number, 'merdeka' | 'k13'>>({});
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const d = data.data;
  const changed = d.classes.filter((c) => choice[c.id] && choice[c.id] !== c.curriculum);
  const save = () =>
    void act(async () => {
      await call(saveGradeCurriculaContract, { input: { rows: changed.map((c) => ({ classId: c.id, curriculum: choice[c.id] })) } });
      setChoice({});
      data.retry();
    }, 'Kurikulum tingkat disimpan');
  return (
    <section>
      <h1 className="h4">{route?.title ?? 'Kompetensi per Jenis Kelas'}</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {d.yearLabel} ({curriculumLabel(d.yearCurriculum)}). Setiap tingkat dapat memakai K13 (KI dan KD) atau Kurikulum Merdeka (CP per fase).
      </p>
      <ul className="list-unstyled">
        {d.classes.map((c) => {
          const value = choice[c.id] ?? c.curriculum;
          return (
            <li key={c.id} className="portal-card mb-2">
              <div className="row g-2 align-items-center">
                <div className="col-12 col-md-3">
                  <h2 className="h6 mb-0">Kelas {c.name}</h2>
                  <span className="small text-body-secondary">
                    Tingkat {c.grade}
                    {c.phase ? ` · Fase ${c.phase}` : ''}
                    {c.chosen ? '' : ' · mengikuti tahun ajaran'}
                  </span>
                </div>
                <div className="col-12 col-md-4">
                  <label className="form-label small mb-1" htmlFor={`curriculum-${c.id}`}>
                    Kurikulum
                  </label>
                  <select
                    id={`curriculum-${c.id}`}
                    className="form-select form-select-sm"
                    value={value}
                    disabled={!d.canEdit}
                    onChange={(e) => setChoice({ ...choice, [c.id]: e.target.value as 'merdeka' | 'k13' })}
                  >
                    <option value="merdeka">Kurikulum Merdeka</option>
                    <option value="k13">Kurikulum 2013</option>
                  </select>
                </div>
                <div className="col-12 col-md-5 small">
                  {value === 'merdeka' ? (
                    <>
                      CP Fase {c.phase ?? '–'} milik sekolah: {c.cpCount}. <Link to={routeTo('setting_cp')}>Atur CP</Link>
                    </>
                  ) : (
                    <>
                      KI: {c.kiCount}, KD kelas {c.grade}: {c.kdCount}. <Link to={routeTo('basiccompetence_index')}>Atur KD</Link>
                    </>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {d.canEdit && (
        <button type="button" className="btn btn-primary btn-sm" disabled={changed.length === 0} onClick={save}>
          Simpan
        </button>
      )}
    </section>
  );
}
