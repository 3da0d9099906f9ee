/**
 * /picket_officer (Jurnal Piket): the teacher on duty keeps the day's log on a phone — late students, students
 * leaving with permission, absent teachers, incidents — and closes the day with a summary.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDutyEntryContract, getDutyLogContract, saveDutySummaryContract } from '../../../shared/api/classroom/duty.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { DUTY_ENTRY_KINDS, DUTY_ENTRY_LABELS, type DutyEntryKind } from '../../../shared/classroom/school-life.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, Input, PersonPicker, Select, TextArea, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type Log = OutputOf<typeof getDutyLogContract>;

export default function DutyLogScreen() {
  const [search] = useSearchParams();
  const [date, setDate] = useState<string | undefined>(search.get('tanggal') ?? undefined);
  return <DayLog key={date ?? 'today'} date={date} onDate={setDate} />;
}

function DayLog({ date, onDate }: { date?: string; onDate: (d: string) => void }) {
  const result = useApiData(() => call(getDutyLogContract, { input: date ? { date } : {} }));
  if (result.state === 'loading') return <Loading label="Memuat jurnal piket…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const log = result.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <h1 className="h4 mb-0 me-auto">Jurnal Piket</h1>
        <div>
          <label className="form-label small mb-0" htmlFor="log-date">
            Tanggal
          </label>
          <input
            id="log-date"
            type="date"
            className="form-control form-control-sm"
            value={log.date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
          />
        </div>
        <Link className="btn btn-sm btn-outline-secondary" to={routeTo('picket_users_data')}>
          Rekap piket
        </Link>
      </div>
      <p className="mb-2">
        {log.weekdayLabel}, {dayLabel(log.date)} · Petugas: {log.officers.length ? log.officers.map((o) => o.name).join(', ') : 'belum dijadwalkan'}
      </p>
      {!log.canWrite && <p className="small text-body-secondary">Jurnal ini diisi guru piket hari itu, admin atau TU.</p>}
      {log.canWrite && <EntryForm date={log.date} onDone={result.retry} />}
      <h2 className="h5">Catatan hari ini ({log.entries.length})</h2>
      {log.entries.length === 0 && <p className="text-body-secondary">Belum ada catatan.</p>}
      <ul className="list-group mb-3">
        {log.entries.map((e) => (
          <li className="list-group-item" key={e.id}>
            <div className="d-flex flex-wrap gap-2">
              <span className="badge text-bg-light">{DUTY_ENTRY_LABELS[e.kind]}</span>
              {e.atTime && <span className="small">{e.atTime}</span>}
              <span className="fw-semibold">
                {e.personName ?? ''}
                {e.sectionName ? ` (${e.sectionName})` : ''}
              </span>
            </div>
            <div>{e.description}</div>
            <div className="small text-body-secondary">dicatat {e.recordedByName}</div>
          </li>
        ))}
      </ul>
      <Summary log={log} onDone={result.retry} />
    </section>
  );
}

function EntryForm({ date, onDone }: { date: string; onDone: () => void }) {
  const [v, setV] = useState({ kind: 'late' as DutyEntryKind, personId: '', atTime: '', description: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    const input = { date, kind: v.kind, personId: v.personId ? Number(v.personId) : null, atTime: v.atTime || null, description: v.description };
    if (await submit(() => call(addDutyEntryContract, { input }), 'Tercatat')) {
      setV({ ...v, personId: '', atTime: '', description: '' });
      onDone();
    }
  };
  const kinds = DUTY_ENTRY_KINDS.map((k) => [k, DUTY_ENTRY_LABELS[k]] as const);
  return (
    <FormCard title="Catat" label="Catat kejadian piket" onSubmit={() => void send()} busy={busy} button="Simpan catatan">
      <Select
        label="Jenis"
        name="kind"
        value={v.kind}
        onChange={(kind) => setV({ ...v, kind: kind as DutyEntryKind, personId: '' })}
        errors={errors}
        options={kinds}
        className="col-md-4"
      />
      {v.kind !== 'incident' && (
        <PersonPicker
          key={v.kind === 'teacher_absent' ? 't' : 's'}
          of={v.kind === 'teacher_absent' ? 'teachers' : 'students'}
          label={v.kind === 'teacher_absent' ? 'Guru' : 'Siswa'}
          name="personId"
          value={v.personId}
          onChange={(personId) => setV({ ...v, personId })}
          errors={errors}
          className="col-md-5"
        />
      )}
      <Input
        label="Jam"
        name="atTime"
        value={v.atTime}
        onChange={(atTime) => setV({ ...v, atTime })}
        errors={errors}
        className="col-md-3"
        placeholder="07.15"
      />
      <Input
        label="Keterangan"
        name="description"
        value={v.description}
        onChange={(description) => setV({ ...v, description })}
        errors={errors}
        placeholder={v.kind === 'teacher_absent' ? 'Sakit; tugas kelas diberikan lewat ruang kelas' : ''}
      />
    </FormCard>
  );
}

function Summary({ log, onDone }: { log: Log; onDone: () => void }) {
  const [summary, setSummary] = useState(log.summary ?? '');
  const { errors, busy, submit } = useSubmit();
  if (!log.canWrite)
    return log.summary ? (
      <div className="card card-body">
        <h2 className="h6">Ringkasan</h2>
        <p className="mb-0">{log.summary}</p>
      </div>
    ) : null;
  const send = async () => {
    if (await submit(() => call(saveDutySummaryContract, { input: { date: log.date, summary } }), 'Ringkasan tersimpan')) onDone();
  };
  return (
    <FormCard title="Ringkasan akhir hari" label="Ringkasan akhir hari" onSubmit={() => void send()} busy={busy} button="Simpan ringkasan">
      {log.updatedByName && <p className="small text-body-secondary mb-0">Terakhir oleh {log.updatedByName}.</p>}
      <TextArea label="Ringkasan" name="summary" value={summary} onChange={setSummary} errors={errors} />
    </FormCard>
  );
}
