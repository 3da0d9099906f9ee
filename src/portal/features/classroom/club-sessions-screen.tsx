/**
 * /ekstrakulikuler_schedule_detail?id=: one club's meetings this year. The coach records a meeting — what was done
 * and who came (everyone starts Hadir, one tap per change) — and corrects attendance later; a member sees their own.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  clubSessionsContract,
  PRESENCE,
  PRESENCE_LABELS,
  recordSessionContract,
  updateAttendanceContract,
} from '../../../shared/api/classroom/club-sessions.ts';
import { listExtracurricularsContract } from '../../../shared/api/classroom/extracurriculars.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, Input, TextArea, todayInput, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type Sessions = OutputOf<typeof clubSessionsContract>;
type Mark = (typeof PRESENCE)[number];

export default function ClubSessionsScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return id > 0 ? <Club key={id} id={id} /> : <ClubPicker />;
}

function ClubPicker() {
  const result = useApiData(() => call(listExtracurricularsContract));
  if (result.state === 'loading') return <Loading label="Memuat ekstrakurikuler…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return (
    <section>
      <h1 className="h4">Pertemuan Ekstrakurikuler</h1>
      <p>Pilih ekstrakurikuler untuk melihat pertemuan dan kehadirannya.</p>
      <ul className="list-group">
        {result.data.data.map((c) => (
          <li className="list-group-item" key={c.id}>
            <Link to={`${routeTo('ekstrakulikuler_schedule_detail')}?id=${c.id}`}>{c.name}</Link>
            <span className="small text-body-secondary"> · {c.schedule ?? 'jadwal belum diatur'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Club({ id }: { id: number }) {
  const result = useApiData(() => call(clubSessionsContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat pertemuan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  return (
    <section>
      <Link to={routeTo('ekstrakulikuler_view_detail', { id })} className="small">
        ← {s.club.name}
      </Link>
      <h1 className="h4 mt-2">Pertemuan {s.club.name}</h1>
      <p className="small text-body-secondary">
        {s.club.schedule ?? '-'} · {s.club.place ?? '-'} · pembina {s.club.coachName ?? '-'}
      </p>
      {s.canRecord && <SessionForm s={s} onDone={result.retry} />}
      {s.sessions.length === 0 && <p className="text-body-secondary">Belum ada pertemuan tercatat tahun ini.</p>}
      <ul className="list-group">
        {[...s.sessions].reverse().map((x) => (
          <li className="list-group-item" key={x.id}>
            <div className="d-flex flex-wrap gap-2">
              <span className="fw-semibold me-auto">
                {dayLabel(x.sessionDate)} · {x.activity}
              </span>
              <span className="small">
                {x.present}/{x.total} hadir
              </span>
            </div>
            {x.notes && <div className="small">{x.notes}</div>}
            {!s.canRecord &&
              x.attendance.map((a) => (
                <div className="small" key={a.studentId}>
                  Kehadiran saya: {PRESENCE_LABELS[a.status]}
                </div>
              ))}
            {s.canRecord && <Correction s={s} session={x} onDone={result.retry} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Marks({ s, marks, onChange, idPrefix }: { s: Sessions; marks: Record<number, Mark>; onChange: (m: Record<number, Mark>) => void; idPrefix: string }) {
  return (
    <ul className="list-unstyled mb-2">
      {s.members.map((m) => (
        <li key={m.id} className="d-flex flex-wrap gap-2 align-items-center border-bottom py-1">
          <span className="me-auto">
            {m.name}
            {m.sectionName ? <span className="small text-body-secondary"> · {m.sectionName}</span> : null}
          </span>
          <label className="visually-hidden" htmlFor={`${idPrefix}-${m.id}`}>
            Kehadiran {m.name}
          </label>
          <select
            id={`${idPrefix}-${m.id}`}
            className="form-select form-select-sm w-auto"
            value={marks[m.id] ?? 'H'}
            onChange={(e) => onChange({ ...marks, [m.id]: e.target.value as Mark })}
          >
            {PRESENCE.map((p) => (
              <option key={p} value={p}>
                {PRESENCE_LABELS[p]}
              </option>
            ))}
          </select>
        </li>
      ))}
    </ul>
  );
}

function SessionForm({ s, onDone }: { s: Sessions; onDone: () => void }) {
  const [v, setV] = useState({ sessionDate: todayInput(), activity: '', notes: '' });
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    const input = {
      sessionDate: v.sessionDate,
      activity: v.activity,
      notes: v.notes || null,
      attendance: s.members.map((m) => ({ studentId: m.id, status: marks[m.id] ?? 'H' })),
    };
    if (await submit(() => call(recordSessionContract, { params: { id: s.club.id }, input }), 'Pertemuan tercatat')) {
      setV({ ...v, activity: '', notes: '' });
      setMarks({});
      onDone();
    }
  };
  return (
    <FormCard title="Catat pertemuan" label="Catat pertemuan" onSubmit={() => void send()} busy={busy} button="Simpan pertemuan">
      <Input
        label="Tanggal"
        name="sessionDate"
        type="date"
        value={v.sessionDate}
        onChange={(sessionDate) => setV({ ...v, sessionDate })}
        errors={errors}
        className="col-md-4"
      />
      <Input label="Kegiatan" name="activity" value={v.activity} onChange={(activity) => setV({ ...v, activity })} errors={errors} className="col-md-8" />
      <TextArea label="Catatan" name="notes" value={v.notes} onChange={(notes) => setV({ ...v, notes })} errors={errors} rows={2} />
      <fieldset className="col-12">
        <legend className="form-label fs-6">Kehadiran ({s.members.length} anggota)</legend>
        <Marks s={s} marks={marks} onChange={setMarks} idPrefix="new" />
      </fieldset>
    </FormCard>
  );
}

function Correction({ s, session, onDone }: { s: Sessions; session: Sessions['sessions'][number]; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [marks, setMarks] = useState<Record<number, Mark>>(Object.fromEntries(session.attendance.map((a) => [a.studentId, a.status])));
  const { busy, submit } = useSubmit();
  if (!open)
    return (
      <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setOpen(true)}>
        Ubah kehadiran<span className="visually-hidden"> {dayLabel(session.sessionDate)}</span>
      </button>
    );
  const save = async () => {
    const attendance = s.members.map((m) => ({ studentId: m.id, status: marks[m.id] ?? 'H' }));
    if (
      await submit(
        () => call(updateAttendanceContract, { params: { id: session.id }, input: { attendance } }),
        (a) => `Kehadiran tersimpan: ${a.present} hadir`,
      )
    )
      onDone();
  };
  return (
    <form
      className="mt-2"
      aria-label={`Kehadiran ${dayLabel(session.sessionDate)}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Marks s={s} marks={marks} onChange={setMarks} idPrefix={`s${session.id}`} />
      <button className="btn btn-sm btn-primary" type="submit" disabled={busy}>
        Simpan kehadiran
      </button>
    </form>
  );
}
