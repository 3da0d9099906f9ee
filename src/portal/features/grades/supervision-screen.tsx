/**
 * /evaluation_teach: the year's lesson observations (supervisi pembelajaran), filtered by teacher, printable;
 * a teacher sees their own. /evaluation_teach_add and /evaluation_teach_edit?id=…: the instrument (each aspect
 * 1–4), the observed class, findings and follow-up, for the principal and the office.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import type { z } from 'zod';
import {
  createSupervisionContract,
  deleteSupervisionContract,
  listSupervisionContract,
  updateSupervisionContract,
  type supervisionListSchema,
} from '../../../shared/api/grades/supervision.ts';
import { SUPERVISION_ASPECTS } from '../../../shared/grades/supervision.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Data = z.output<typeof supervisionListSchema>;

export function SupervisionListScreen() {
  const loaded = useApiData(() => call(listSupervisionContract, {}));
  if (loaded.state === 'loading') return <Loading label="Memuat supervisi…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <SupervisionList initial={loaded.data} />;
}

function SupervisionList({ initial }: { initial: Data }) {
  const [data, setData] = useState(initial);
  const [teacher, setTeacher] = useState('');
  const items = data.items.filter((i) => !teacher || String(i.teacherId) === teacher);
  const remove = async (id: number, name: string) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: `Hapus supervisi ${name}?`,
      showCancelButton: true,
      confirmButtonText: 'Hapus',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed) await act(async () => setData(await call(deleteSupervisionContract, { params: { id } })), 'Supervisi dihapus');
  };
  return (
    <section>
      <h1 className="h4">Evaluasi Mengajar (Supervisi)</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2 d-print-none">
        {data.canEdit && (
          <div>
            <label className="form-label small" htmlFor="supervisi-guru">
              Guru
            </label>
            <select id="supervisi-guru" className="form-select form-select-sm" value={teacher} onChange={(e) => setTeacher(e.target.value)}>
              <option value="">Semua guru</option>
              {data.teachers.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {data.canEdit && (
          <Link className="btn btn-sm btn-primary" to={routeTo('evaluation_teach_add')}>
            + Tambah supervisi
          </Link>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => window.print()}>
          Cetak
        </button>
      </div>
      {items.length === 0 ? (
        <p>Belum ada catatan supervisi pada tahun ajaran ini.</p>
      ) : (
        <ul className="list-group">
          {items.map((i) => (
            <li key={i.id} className="list-group-item">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <div className="me-auto">
                  <strong>{i.teacherName}</strong> · {i.className ?? 'tanpa kelas'} · {i.observedOn}
                  <div className="small text-body-secondary">
                    Nilai {i.total} ({i.predicate}){i.observerName ? ` · oleh ${i.observerName}` : ''}
                  </div>
                </div>
                {data.canEdit && (
                  <>
                    <Link
                      className="btn btn-sm btn-outline-primary d-print-none"
                      to={`${routeTo('evaluation_teach_edit')}?id=${i.id}`}
                      aria-label={`Ubah supervisi ${i.teacherName} ${i.observedOn}`}
                    >
                      Ubah
                    </Link>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger d-print-none"
                      onClick={() => void remove(i.id, i.teacherName)}
                      aria-label={`Hapus supervisi ${i.teacherName} ${i.observedOn}`}
                    >
                      Hapus
                    </button>
                  </>
                )}
              </div>
              <table className="table table-sm small mt-2 mb-1">
                <caption className="visually-hidden">Skor per aspek</caption>
                <tbody>
                  {SUPERVISION_ASPECTS.map(([key, label]) => (
                    <tr key={key}>
                      <th scope="row" className="fw-normal">
                        {label}
                      </th>
                      <td className="text-end">{i.scores[key] ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {i.findings && (
                <p className="small mb-1">
                  <strong>Temuan:</strong> {i.findings}
                </p>
              )}
              {i.followUp && (
                <p className="small mb-0">
                  <strong>Tindak lanjut:</strong> {i.followUp}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SupervisionFormScreen({ edit }: { edit: boolean }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const loaded = useApiData(() => call(listSupervisionContract, {}));
  if (loaded.state === 'loading') return <Loading label="Memuat formulir…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const item = edit ? loaded.data.items.find((i) => i.id === id) : undefined;
  if (edit && !item)
    return (
      <p>
        Data supervisi tidak ditemukan. <Link to={routeTo('evaluation_teach')}>Kembali</Link>
      </p>
    );
  if (!loaded.data.canEdit) return <p>Hanya kepala sekolah dan admin yang mencatat supervisi.</p>;
  return <SupervisionForm data={loaded.data} item={item} />;
}

function SupervisionForm({ data, item }: { data: Data; item?: Data['items'][number] }) {
  const navigate = useNavigate();
  const [teacherId, setTeacherId] = useState(item ? String(item.teacherId) : '');
  const [classId, setClassId] = useState(item?.teachingAssignmentId ? String(item.teachingAssignmentId) : '');
  const [observedOn, setObservedOn] = useState(item?.observedOn ?? new Date().toISOString().slice(0, 10));
  const [scores, setScores] = useState<Record<string, string>>(
    Object.fromEntries(SUPERVISION_ASPECTS.map(([k]) => [k, item?.scores[k] ? String(item.scores[k]) : ''])),
  );
  const [findings, setFindings] = useState(item?.findings ?? '');
  const [followUp, setFollowUp] = useState(item?.followUp ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const classes = data.classes.filter((c) => String(c.teacherId) === teacherId);
  const err = (key: string) => errors[key]?.[0];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      teacherId: Number(teacherId),
      teachingAssignmentId: classId ? Number(classId) : null,
      observedOn,
      scores: Object.fromEntries(SUPERVISION_ASPECTS.map(([k]) => [k, Number(scores[k]) || 0])) as Record<(typeof SUPERVISION_ASPECTS)[number][0], number>,
      findings,
      followUp,
    };
    const ok = await act(
      () => (item ? call(updateSupervisionContract, { params: { id: item.id }, input }) : call(createSupervisionContract, { input })),
      'Supervisi disimpan',
      setErrors,
    );
    if (ok) void navigate(routeTo('evaluation_teach'));
  };
  return (
    <section>
      <p className="mb-1">
        <Link to={routeTo('evaluation_teach')}>&larr; Evaluasi mengajar</Link>
      </p>
      <h1 className="h4">{item ? 'Ubah Supervisi' : 'Tambah Supervisi'}</h1>
      <form onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: '40rem' }}>
        <div className="mb-2">
          <label className="form-label" htmlFor="sv-guru">
            Guru
          </label>
          <select
            id="sv-guru"
            className={`form-select ${err('teacherId') ? 'is-invalid' : ''}`}
            value={teacherId}
            onChange={(e) => {
              setTeacherId(e.target.value);
              setClassId('');
            }}
          >
            <option value="">— Pilih guru —</option>
            {data.teachers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          {err('teacherId') && <div className="invalid-feedback">{err('teacherId')}</div>}
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="sv-kelas">
            Kelas yang diamati
          </label>
          <select
            id="sv-kelas"
            className={`form-select ${err('teachingAssignmentId') ? 'is-invalid' : ''}`}
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
          >
            <option value="">— Tanpa kelas —</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {err('teachingAssignmentId') && <div className="invalid-feedback">{err('teachingAssignmentId')}</div>}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="sv-tanggal">
            Tanggal supervisi
          </label>
          <input
            id="sv-tanggal"
            type="date"
            className={`form-control ${err('observedOn') ? 'is-invalid' : ''}`}
            value={observedOn}
            onChange={(e) => setObservedOn(e.target.value)}
          />
          {err('observedOn') && <div className="invalid-feedback">{err('observedOn')}</div>}
        </div>
        <fieldset className="mb-3">
          <legend className="h6">Skor aspek (1 kurang – 4 amat baik)</legend>
          {SUPERVISION_ASPECTS.map(([key, label]) => (
            <div key={key} className="row g-2 align-items-center mb-1">
              <label className="col-8 col-form-label col-form-label-sm" htmlFor={`sv-${key}`}>
                {label}
              </label>
              <div className="col-4">
                <select
                  id={`sv-${key}`}
                  className={`form-select form-select-sm ${err(`scores.${key}`) ? 'is-invalid' : ''}`}
                  value={scores[key]}
                  onChange={(e) => setScores((s) => ({ ...s, [key]: e.target.value }))}
                >
                  <option value="">–</option>
                  {[1, 2, 3, 4].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                {err(`scores.${key}`) && <div className="invalid-feedback">{err(`scores.${key}`)}</div>}
              </div>
            </div>
          ))}
        </fieldset>
        <div className="mb-2">
          <label className="form-label" htmlFor="sv-temuan">
            Temuan
          </label>
          <textarea id="sv-temuan" className="form-control" rows={3} value={findings} onChange={(e) => setFindings(e.target.value)} />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="sv-tindak">
            Tindak lanjut
          </label>
          <textarea id="sv-tindak" className="form-control" rows={3} value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">
          Simpan
        </button>
      </form>
    </section>
  );
}

export const SupervisionAdd = () => <SupervisionFormScreen edit={false} />;
export const SupervisionEdit = () => <SupervisionFormScreen edit />;
