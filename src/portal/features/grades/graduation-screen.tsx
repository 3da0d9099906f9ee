/**
 * /nilaikelulusan: the nilai kelulusan of a final-grade rombel: per subject the average of every rapor, the
 * ujian sekolah and the weighted result; the recommendation (every subject at its KKM) and the decision the
 * homeroom teacher or the office records (the semester-2 rapor's "Lulus"/"Tidak lulus"). Excel download.
 */
import { useState } from 'react';
import type { z } from 'zod';
import {
  graduationContract,
  graduationDecisionsContract,
  graduationXlsxContract,
  saveGraduationWeightsContract,
  type graduationSchema,
} from '../../../shared/api/grades/graduation.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { FinalSectionPicker, type FinalSections } from './final-section-picker.tsx';

type Graduation = z.output<typeof graduationSchema>;
type Decision = 'lulus' | 'tidak_lulus' | null;
const WORD = { lulus: 'Lulus', tidak_lulus: 'Tidak lulus', belum_lengkap: 'Belum lengkap' } as const;

export default function GraduationScreen() {
  return (
    <FinalSectionPicker title="Nilai Kelulusan" note="Rata-rata rapor semua semester digabung dengan nilai ujian sekolah.">
      {(id, list, reload) => (
        <>
          {list.canEditWeights && <Weights list={list} onSaved={reload} />}
          <GraduationTable key={`${id}-${list.weights.rapor}`} id={id} />
        </>
      )}
    </FinalSectionPicker>
  );
}

function Weights({ list, onSaved }: { list: FinalSections; onSaved: () => void }) {
  const [rapor, setRapor] = useState(list.weights.rapor);
  return (
    <form
      className="d-flex flex-wrap gap-2 align-items-end mb-2"
      onSubmit={(e) => {
        e.preventDefault();
        void act(async () => {
          await call(saveGraduationWeightsContract, { input: { rapor, exam: 100 - rapor } });
          onSaved();
        }, 'Bobot disimpan');
      }}
    >
      <div>
        <label className="form-label small" htmlFor="bobot-rapor">
          Bobot rapor (%)
        </label>
        <input
          id="bobot-rapor"
          type="number"
          min={0}
          max={100}
          className="form-control form-control-sm"
          style={{ width: '6rem' }}
          value={rapor}
          onChange={(e) => setRapor(Number(e.target.value))}
        />
      </div>
      <span className="small pb-1">Ujian sekolah {100 - rapor}%</span>
      <button type="submit" className="btn btn-sm btn-outline-primary">
        Simpan bobot
      </button>
    </form>
  );
}

function GraduationTable({ id }: { id: number }) {
  const loaded = useApiData(() => call(graduationContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Menghitung nilai kelulusan…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <Decisions initial={loaded.data} />;
}

function Decisions({ initial }: { initial: Graduation }) {
  const [g, setG] = useState(initial);
  const [choice, setChoice] = useState<Record<number, Decision>>(() => Object.fromEntries(initial.rows.map((r) => [r.studentId, r.decision])));
  const [error, setError] = useState<string | null>(null);
  const changed = g.rows.filter((r) => (choice[r.studentId] ?? null) !== r.decision);
  const save = () =>
    act(
      async () =>
        setG(
          await call(graduationDecisionsContract, {
            params: { id: g.section.id },
            input: { decisions: changed.map((r) => ({ studentId: r.studentId, decision: choice[r.studentId] ?? null, revision: r.revision })) },
          }),
        ),
      'Keputusan kelulusan disimpan',
    );
  const acceptAll = () =>
    setChoice(Object.fromEntries(g.rows.map((r) => [r.studentId, r.recommended === 'belum_lengkap' ? (choice[r.studentId] ?? null) : r.recommended])));
  const download = () =>
    saveDownload(pathOf(graduationXlsxContract, { id: g.section.id }), { fallbackName: 'nilai-kelulusan.xlsx' }).catch((e: unknown) =>
      setError(downloadFailure(e)),
    );
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <span className="small">
          Nilai = rapor × {g.weights.rapor}% + US × {g.weights.exam}% · {g.semestersCounted} semester rapor dihitung
        </span>
        <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void download()}>
          Unduh Excel
        </button>
        {g.canEdit && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={acceptAll}>
            Ikuti semua usulan
          </button>
        )}
        {error && (
          <span className="small text-danger" role="alert">
            {error}
          </span>
        )}
      </div>
      {g.lock && (
        <div className="alert alert-warning py-2 small" role="status">
          {g.lock}
        </div>
      )}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive border rounded mb-2" style={{ maxHeight: '70vh' }} role="region" aria-label="Nilai kelulusan" tabIndex={0}>
        <table className="table table-sm table-bordered small mb-0 align-middle">
          <thead className="table-light sticky-top">
            <tr>
              <th scope="col">Siswa</th>
              {g.subjects.map((s) => (
                <th scope="col" key={s.courseId} className="text-center" title={`KKM ${s.kkm}`}>
                  {s.name}
                </th>
              ))}
              <th scope="col">Rata-rata</th>
              <th scope="col">Usulan</th>
              <th scope="col">Keputusan</th>
            </tr>
          </thead>
          <tbody>
            {g.rows.map((r) => (
              <tr key={r.studentId}>
                <th scope="row" className="fw-normal text-nowrap">
                  {r.name}
                </th>
                {r.subjects.map((c, j) => (
                  <td
                    key={g.subjects[j].courseId}
                    className={`text-center ${c.final !== null && c.final < g.subjects[j].kkm ? 'text-danger fw-semibold' : ''}`}
                    title={`Rapor ${c.rapor ?? '–'} · US ${c.exam ?? '–'}`}
                  >
                    {c.final ?? '–'}
                  </td>
                ))}
                <td className="text-center">{r.average ?? '–'}</td>
                <td>{WORD[r.recommended]}</td>
                <td>
                  <select
                    aria-label={`Keputusan ${r.name}`}
                    className="form-select form-select-sm"
                    disabled={!g.canEdit}
                    value={choice[r.studentId] ?? ''}
                    onChange={(e) => setChoice({ ...choice, [r.studentId]: (e.target.value || null) as Decision })}
                  >
                    <option value="">— belum —</option>
                    <option value="lulus">Lulus</option>
                    <option value="tidak_lulus">Tidak lulus</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {g.canEdit && (
        <button type="button" className="btn btn-primary" disabled={!changed.length} onClick={() => void save()}>
          Simpan keputusan{changed.length ? ` (${changed.length})` : ''}
        </button>
      )}
    </>
  );
}
