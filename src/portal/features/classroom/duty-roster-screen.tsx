/**
 * /jadwal_piket: the teachers on duty each weekday (the office keeps it) and, on its second tab, a rombel's class
 * duty roster. /picket_student opens the class roster only: a student sees their rombel's and their own day, the
 * homeroom teacher keeps it.
 */
import { useState } from 'react';
import { addRosterContract, getRosterContract, removeRosterContract } from '../../../shared/api/classroom/duty.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../../shared/classroom/school-life.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { FormCard, Input, Select, useSubmit } from './form-kit.tsx';
import { act } from './ui.tsx';

type Kind = 'teacher' | 'student';
type Roster = OutputOf<typeof getRosterContract>;

export default function DutyRosterScreen() {
  const classOnly = useCurrentRoute()?.name === 'picket_student';
  const [kind, setKind] = useState<Kind>(classOnly ? 'student' : 'teacher');
  const [sectionId, setSectionId] = useState<number | undefined>();
  return (
    <section>
      <h1 className="h4">{classOnly ? 'Piket Kelas' : 'Jadwal Piket'}</h1>
      {!classOnly && (
        <div className="btn-group mb-3" role="group" aria-label="Jenis jadwal piket">
          <button
            type="button"
            className={`btn btn-sm ${kind === 'teacher' ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={kind === 'teacher'}
            onClick={() => setKind('teacher')}
          >
            Guru piket
          </button>
          <button
            type="button"
            className={`btn btn-sm ${kind === 'student' ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={kind === 'student'}
            onClick={() => setKind('student')}
          >
            Piket kelas
          </button>
        </div>
      )}
      <RosterView key={`${kind}-${sectionId ?? 0}`} kind={kind} sectionId={sectionId} onSection={setSectionId} />
    </section>
  );
}

function RosterView({ kind, sectionId, onSection }: { kind: Kind; sectionId?: number; onSection: (id: number) => void }) {
  const result = useApiData(() => call(getRosterContract, { input: { kind, ...(sectionId ? { sectionId } : {}) } }));
  if (result.state === 'loading') return <Loading label="Memuat jadwal piket…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const remove = async (id: number) => {
    if (await act(() => call(removeRosterContract, { params: { id } }), 'Dihapus dari jadwal')) result.retry();
  };
  return (
    <>
      {kind === 'student' && r.sections.length > 1 && (
        <div className="mb-2" style={{ maxWidth: '18rem' }}>
          <label className="form-label" htmlFor="roster-section">
            Rombel
          </label>
          <select id="roster-section" className="form-select" value={r.section?.id ?? ''} onChange={(e) => onSection(Number(e.target.value))}>
            {r.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'student' && r.section && r.sections.length === 1 && <p>Rombel {r.section.name}.</p>}
      {r.myDays.length > 0 && <div className="alert alert-info py-2">Hari piket Anda: {r.myDays.map((d) => WEEKDAY_LABELS[d]).join(', ')}.</div>}
      <div className="row g-2 mb-3">
        {r.days.map((d) => (
          <div className="col-12 col-sm-6 col-lg-4" key={d.weekday}>
            <div className="card h-100">
              <div className="card-header fw-semibold">{d.label}</div>
              <ul className="list-group list-group-flush">
                {d.people.length === 0 && <li className="list-group-item text-body-secondary">Belum ada petugas.</li>}
                {d.people.map((p) => (
                  <li className="list-group-item d-flex gap-2 align-items-center" key={p.rosterId}>
                    <span className="me-auto">
                      {p.name}
                      {p.task ? <span className="small text-body-secondary"> · {p.task}</span> : null}
                    </span>
                    {r.canEdit && (
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(p.rosterId)}>
                        Hapus
                        <span className="visually-hidden">
                          {' '}
                          {p.name} hari {d.label}
                        </span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
      {r.canEdit && <AddForm roster={r} onDone={result.retry} />}
    </>
  );
}

function AddForm({ roster, onDone }: { roster: Roster; onDone: () => void }) {
  const [v, setV] = useState({ userId: '', weekday: '1', task: '' });
  const { errors, busy, submit } = useSubmit();
  const who = roster.kind === 'teacher' ? 'Guru' : 'Siswa';
  const send = async () => {
    const input = { kind: roster.kind, weekday: Number(v.weekday), userId: Number(v.userId), sectionId: roster.section?.id ?? null, task: v.task || null };
    if (await submit(() => call(addRosterContract, { input }), 'Ditambahkan ke jadwal')) {
      setV({ ...v, userId: '', task: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Tambah petugas piket" label="Tambah petugas piket" onSubmit={() => void send()} busy={busy} button="Tambahkan">
      <Select
        label={who}
        name="userId"
        value={v.userId}
        onChange={(userId) => setV({ ...v, userId })}
        errors={errors}
        options={roster.candidates.map((c) => [String(c.id), c.name] as const)}
        empty={`Pilih ${who.toLowerCase()}`}
        className="col-md-5"
      />
      <Select
        label="Hari"
        name="weekday"
        value={v.weekday}
        onChange={(weekday) => setV({ ...v, weekday })}
        errors={errors}
        options={WEEKDAYS.map((d) => [String(d), WEEKDAY_LABELS[d]] as const)}
        className="col-md-3"
      />
      <Input
        label="Tugas (boleh kosong)"
        name="task"
        value={v.task}
        onChange={(task) => setV({ ...v, task })}
        errors={errors}
        className="col-md-4"
        placeholder={roster.kind === 'teacher' ? 'Piket pagi' : 'Menyapu'}
      />
    </FormCard>
  );
}
