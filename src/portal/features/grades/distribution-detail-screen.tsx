/**
 * /distribution_class_detail/:id (id = a rombel of this year): each student's decision and the rombel of next
 * year they go to, proposed from the decision (naik: the same rombel one grade up, tinggal: the same grade,
 * lulus: none); the office adjusts and saves, which writes next year's membership in one call.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { savePlacementsContract, sectionPromotionContract, type sectionPromotionSchema } from '../../../shared/api/grades/promotion.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type View = z.output<typeof sectionPromotionSchema>;
const DECISION: Record<string, string> = { naik: 'Naik kelas', tinggal: 'Tinggal kelas', lulus: 'Lulus', tidak_lulus: 'Tidak lulus' };

export default function DistributionDetailScreen() {
  const id = Number(useParams().id);
  const loaded = useApiData(() => call(sectionPromotionContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat siswa…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <Placement key={id} initial={loaded.data} />;
}

function Placement({ initial }: { initial: View }) {
  const [view, setView] = useState(initial);
  const [choice, setChoice] = useState<Record<number, number | null>>(() => Object.fromEntries(initial.students.map((s) => [s.id, s.placedIn ?? s.proposed])));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = () =>
    act(
      async () => {
        const next = await call(savePlacementsContract, {
          params: { id: view.section.id },
          input: { placements: view.students.map((s) => ({ studentId: s.id, toSectionId: choice[s.id] ?? null })) },
        });
        setView(next);
      },
      'Pembagian kelas disimpan',
      setErrors,
    );
  const errorOf = (i: number) => errors[`placements.${i}.toSectionId`]?.[0];
  return (
    <section>
      <p className="mb-1">
        <Link to={routeTo('distribution_class')}>&larr; Pembagian kelas</Link>
      </p>
      <h1 className="h4">Pembagian Kelas {view.section.name}</h1>
      <p className="small text-body-secondary">
        {view.nextYear ? `Rombel tahun ajaran ${view.nextYear.label}.` : 'Tahun ajaran berikutnya belum dibuat.'} Rata-rata nilai akhir semester genap.
      </p>
      {view.nextYear && view.targets.length === 0 && (
        <div className="alert alert-warning py-2" role="status">
          Rombel {view.nextYear.label} belum disiapkan. Siapkan dulu di halaman Pembagian Kelas.
        </div>
      )}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive" role="region" aria-label="Penempatan siswa" tabIndex={0}>
        <table className="table table-sm table-bordered small align-middle">
          <thead className="table-light">
            <tr>
              <th scope="col">Siswa</th>
              <th scope="col">Rata-rata</th>
              <th scope="col">Keputusan</th>
              <th scope="col">Rombel tahun depan</th>
            </tr>
          </thead>
          <tbody>
            {view.students.map((s, i) => (
              <tr key={s.id}>
                <th scope="row" className="fw-normal">
                  {s.name}
                </th>
                <td className="text-center">{s.average ?? '–'}</td>
                <td>{s.decision ? DECISION[s.decision] : <span className="text-danger">Belum diputuskan</span>}</td>
                <td>
                  <select
                    aria-label={`Rombel tahun depan ${s.name}`}
                    className={`form-select form-select-sm ${errorOf(i) ? 'is-invalid' : ''}`}
                    disabled={!view.canEdit}
                    value={choice[s.id] ?? ''}
                    onChange={(e) => setChoice({ ...choice, [s.id]: e.target.value ? Number(e.target.value) : null })}
                  >
                    <option value="">{s.decision === 'lulus' ? '— lulus (tanpa rombel) —' : '— belum ditempatkan —'}</option>
                    {view.targets.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                  {errorOf(i) && <div className="invalid-feedback">{errorOf(i)}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.canEdit && (
        <button type="button" className="btn btn-primary" onClick={() => void save()}>
          Simpan pembagian kelas
        </button>
      )}
    </section>
  );
}
