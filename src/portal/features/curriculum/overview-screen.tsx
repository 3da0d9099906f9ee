/**
 * /cp_atp: per reference subject, what exists per phase (CP, ATP, TP) with a link to the phase's CP and ATP.
 * /setting_ki_cp: the same table for the admin to take the platform's CP (per phase), KD (per grade) and KI into the
 * school in one step; what the school already copied is skipped.
 */
import { Link } from 'react-router';
import { getOverviewContract } from '../../../shared/api/curriculum/structure.ts';
import { CP, KD, KI } from '../../../shared/api/curriculum/texts.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, curriculumLabel, routeTo } from './ui.tsx';

export default function OverviewScreen() {
  const route = useCurrentRoute();
  const setting = route?.name === 'setting_ki_cp';
  const data = useApiData(() => call(getOverviewContract));
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const { subjects, schoolPhases, canEditSchool } = data.data;
  const copyCp = (subjectId: number, phase: string) =>
    void act(async () => {
      await call(CP.copy, { input: { subjectId, phase } as never });
      data.retry();
    }, 'CP disalin ke sekolah');
  const copyKd = (subjectId: number, grade: number) =>
    void act(async () => {
      await call(KD.copy, { input: { subjectId, grade } as never });
      data.retry();
    }, 'KD disalin ke sekolah');
  const copyKi = () =>
    void act(async () => {
      await call(KI.copy, { input: {} });
      data.retry();
    }, 'KI disalin ke sekolah');
  const shown = subjects.filter((s) => s.phases.length > 0 || s.kdGrades.length > 0);
  return (
    <section>
      <h1 className="h4">{route?.title ?? 'CP dan ATP'}</h1>
      <p className="small text-body-secondary">
        {setting
          ? 'Ambil CP (Kurikulum Merdeka) dan KI/KD (K13) dari referensi platform ke sekolah. Salinan sekolah dapat diubah tanpa mengubah referensi.'
          : 'Capaian pembelajaran dan alur tujuan pembelajaran per mapel dan fase. Angka: milik sekolah / referensi platform.'}
        {schoolPhases.length > 0 && ` Fase di sekolah ini: ${schoolPhases.join(', ')}.`}
      </p>
      {setting && canEditSchool && (
        <button type="button" className="btn btn-outline-primary btn-sm mb-3" onClick={copyKi}>
          Salin KI-1 sampai KI-4 semua jenjang ke sekolah
        </button>
      )}
      {/* A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive border rounded" role="region" aria-label="Ringkasan CP dan ATP per mapel" tabIndex={0}>
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">CP, ATP dan KD per mapel</caption>
          <thead>
            <tr>
              <th scope="col">Mata pelajaran</th>
              <th scope="col">Fase: CP (sekolah/platform) · ATP · TP</th>
              <th scope="col">KD per kelas (sekolah/platform)</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="fw-normal">
                  <span className="fw-semibold">{s.name}</span>
                  <div className="small text-body-secondary">
                    {curriculumLabel(s.curriculum)}
                    {s.courses.length ? ` · ${s.courses.join(', ')}` : ''}
                  </div>
                </th>
                <td>
                  <ul className="list-unstyled mb-0">
                    {s.phases.map((p) => (
                      <li key={p.phase} className={schoolPhases.includes(p.phase) ? 'fw-semibold' : undefined}>
                        <Link to={routeTo('detail_cp_atp', { id: s.id, id2: p.phase })}>Fase {p.phase}</Link>
                        {`: CP ${p.schoolCp}/${p.platformCp} · ATP ${p.schoolAtp}/${p.platformAtp} · TP ${p.schoolTp}`}
                        {setting && canEditSchool && p.platformCp > p.schoolCp && (
                          <button type="button" className="btn btn-link btn-sm py-0" onClick={() => copyCp(s.id, p.phase)}>
                            Salin CP Fase {p.phase}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <ul className="list-unstyled mb-0">
                    {s.kdGrades.map((g) => (
                      <li key={g.grade}>
                        Kelas {g.grade}: {g.school}/{g.platform}
                        {setting && canEditSchool && g.platform > g.school && (
                          <button type="button" className="btn btn-link btn-sm py-0" onClick={() => copyKd(s.id, g.grade)}>
                            Salin KD kelas {g.grade}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
