/** /theme/mapping-basecore-comp: the KD (under KI-3 and KI-4) each theme covers, chosen from the school's KD of its grade. */
import { useState } from 'react';
import { Link } from 'react-router';
import { getThemeKdsContract, saveThemeKdsContract } from '../../../shared/api/curriculum/structure.ts';
import { fetchList } from '../../components/resource/resource-client.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { act, routeTo, useLoad, useQueryState } from './ui.tsx';

export default function ThemeMappingScreen() {
  const route = useCurrentRoute();
  const [query, setQuery] = useQueryState(['id']);
  const data = useLoad(async () => {
    const id = query.id ? Number(query.id) : Number((await fetchList('curriculum-themes', { per_page: 1, sort: 'grade' })).data[0]?.id ?? 0);
    return id ? call(getThemeKdsContract, { params: { id } }) : null;
  }, query.id);
  const [picked, setPicked] = useState<Set<number> | null>(null);
  return (
    <section>
      <h1 className="h4">{route?.title ?? 'Pemetaan KI/KD Tema'}</h1>
      <p className="small text-body-secondary">
        Pilih KD (pengetahuan KI-3 dan keterampilan KI-4) yang dicakup tiap tema. Tema dikelola di <Link to={routeTo('theme')}>Tema</Link>; KD sekolah di{' '}
        <Link to={routeTo('basiccompetence_index')}>Kompetensi Dasar</Link>.
      </p>
      {data.state === 'loading' && <Loading />}
      {data.state === 'failed' && <LoadFailed message={data.message} onRetry={data.retry} />}
      {data.state === 'ready' && !data.data && (
        <p className="text-body-secondary">
          Belum ada tema. <Link to={`${routeTo('theme')}?new=1`}>Tambah tema</Link>
        </p>
      )}
      {data.state === 'ready' &&
        data.data &&
        (() => {
          const d = data.data;
          const chosen = picked ?? new Set(d.kds.filter((k) => k.linked).map((k) => k.id));
          const save = () =>
            void act(async () => {
              await call(saveThemeKdsContract, { params: { id: d.theme.id }, input: { kdIds: [...chosen] } });
              setPicked(null);
              data.retry();
            }, 'Pemetaan tema disimpan');
          return (
            <>
              <div className="mb-3" style={{ maxWidth: '28rem' }}>
                <label className="form-label small mb-1" htmlFor="theme-pick">
                  Tema
                </label>
                <select
                  id="theme-pick"
                  className="form-select form-select-sm"
                  value={d.theme.id}
                  onChange={(e) => {
                    setPicked(null);
                    setQuery('id', e.target.value);
                  }}
                >
                  {d.themes.map((t) => (
                    <option key={t.id} value={t.id}>
                      Kelas {t.grade} · Tema {t.number}: {t.name} ({t.kdCount} KD)
                    </option>
                  ))}
                </select>
              </div>
              {d.kds.length === 0 && (
                <p className="text-body-secondary">Sekolah belum memiliki KD kelas {d.theme.grade}. Salin dari referensi di Pengaturan KI/CP.</p>
              )}
              <fieldset disabled={!d.canEdit}>
                <legend className="visually-hidden">KD untuk tema {d.theme.name}</legend>
                <ul className="list-unstyled">
                  {d.kds.map((k) => (
                    <li key={k.id} className="form-check mb-1">
                      <input
                        id={`kd-${k.id}`}
                        type="checkbox"
                        className="form-check-input"
                        checked={chosen.has(k.id)}
                        onChange={(e) => {
                          const next = new Set(chosen);
                          if (e.target.checked) next.add(k.id);
                          else next.delete(k.id);
                          setPicked(next);
                        }}
                      />
                      <label className="form-check-label small" htmlFor={`kd-${k.id}`}>
                        <span className="fw-semibold">
                          {k.subjectName} {k.code}
                        </span>{' '}
                        {k.description}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              {d.canEdit && (
                <button type="button" className="btn btn-primary btn-sm" onClick={save}>
                  Simpan pemetaan
                </button>
              )}
            </>
          );
        })()}
    </section>
  );
}
