/**
 * /meeting?id=: one meeting — its agenda, the attendance the secretary takes on the day, the minutes and decisions,
 * and the minutes as a PDF. Without an id: the meetings one is invited to.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getMeetingContract, minutesPdfContract, saveAttendanceContract, saveMinutesContract } from '../../../shared/api/classroom/meetings.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { ATTENDANCE_LABELS, MEETING_KIND_LABELS } from '../../../shared/classroom/school-life.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, TextArea, useSubmit } from './form-kit.tsx';
import { MeetingList } from './meetings-screen.tsx';
import { routeTo } from './ui.tsx';

type Meeting = OutputOf<typeof getMeetingContract>;

export default function MeetingScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return id > 0 ? <MeetingDetail key={id} id={id} /> : <MeetingList />;
}

function MeetingDetail({ id }: { id: number }) {
  const [paper, setPaper] = useState<Paper>('A4');
  const result = useApiData(() => call(getMeetingContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat rapat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const m = result.data;
  return (
    <section>
      <Link to={routeTo('meetings')} className="small">
        ← Rapat
      </Link>
      <h1 className="h4 mt-2">{m.title}</h1>
      <p className="mb-2">
        {MEETING_KIND_LABELS[m.kind]} · {dayLabel(m.meetingDate)}, {m.startTime} · {m.place}
      </p>
      <p className="small text-body-secondary">
        Pimpinan: {m.leaderName ?? '-'} · Notulis: {m.secretaryName ?? '-'} · {m.present}/{m.invited} hadir
      </p>
      <h2 className="h5">Acara</h2>
      <p style={{ whiteSpace: 'pre-wrap' }}>{m.agenda}</p>
      {m.minutes && !m.canManage && (
        <>
          <h2 className="h5">Notulen</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{m.minutes}</p>
          {m.decisions.length > 0 && (
            <>
              <h2 className="h5">Keputusan</h2>
              <ol>
                {m.decisions.map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <PaperSelect value={paper} onChange={setPaper} />
        <PdfDownloadButton document="Notulen Rapat" contract={minutesPdfContract} params={{ id }} paper={paper} />
      </div>
      {m.canManage && <Attendance m={m} onDone={result.retry} />}
      {m.canManage && <Minutes m={m} onDone={result.retry} />}
    </section>
  );
}

function Attendance({ m, onDone }: { m: Meeting; onDone: () => void }) {
  const [statuses, setStatuses] = useState<Record<number, string>>(
    Object.fromEntries(m.attendees.map((a) => [a.id, a.status === 'invited' ? 'present' : a.status])),
  );
  const { busy, submit } = useSubmit();
  const save = async () => {
    const input = { statuses: m.attendees.map((a) => ({ userId: a.id, status: statuses[a.id] as 'present' })) };
    if (
      await submit(
        () => call(saveAttendanceContract, { params: { id: m.id }, input }),
        (r) => `Daftar hadir tersimpan: ${r.present} hadir`,
      )
    )
      onDone();
  };
  return (
    <form
      className="card card-body mb-3"
      aria-label="Daftar hadir"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="h6">Daftar hadir</h2>
      <ul className="list-unstyled mb-2">
        {m.attendees.map((a) => (
          <li key={a.id} className="d-flex flex-wrap gap-2 align-items-center border-bottom py-1">
            <span className="me-auto">{a.name}</span>
            <label className="visually-hidden" htmlFor={`att-${a.id}`}>
              Kehadiran {a.name}
            </label>
            <select
              id={`att-${a.id}`}
              className="form-select form-select-sm w-auto"
              value={statuses[a.id]}
              onChange={(e) => setStatuses({ ...statuses, [a.id]: e.target.value })}
            >
              {(['present', 'excused', 'absent'] as const).map((s) => (
                <option key={s} value={s}>
                  {ATTENDANCE_LABELS[s]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          Simpan daftar hadir
        </button>
      </div>
    </form>
  );
}

function Minutes({ m, onDone }: { m: Meeting; onDone: () => void }) {
  const [minutes, setMinutes] = useState(m.minutes ?? '');
  const [decisions, setDecisions] = useState(m.decisions.join('\n'));
  const { errors, busy, submit } = useSubmit();
  const save = async () => {
    const input = {
      minutes,
      decisions: decisions
        .split('\n')
        .map((d) => d.trim())
        .filter(Boolean),
    };
    if (await submit(() => call(saveMinutesContract, { params: { id: m.id }, input }), 'Notulen tersimpan')) onDone();
  };
  return (
    <FormCard title="Notulen dan keputusan" label="Notulen dan keputusan" onSubmit={() => void save()} busy={busy} button="Simpan notulen">
      <TextArea label="Pembahasan" name="minutes" value={minutes} onChange={setMinutes} errors={errors} rows={6} />
      <TextArea label="Keputusan (satu per baris)" name="decisions" value={decisions} onChange={setDecisions} errors={errors} rows={4} />
    </FormCard>
  );
}
