/**
 * /counseling_guidance (Layanan BK): a student asks for a session, a teacher refers a student and records conduct
 * points, BK sees what waits and takes it on. Nobody here reads a case's notes: those are on /counseling.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  acceptCaseContract,
  counselingDeskContract,
  recordConductContract,
  referStudentContract,
  requestSessionContract,
} from '../../../shared/api/classroom/counseling.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { CASE_CATEGORIES, CASE_CATEGORY_LABELS, CASE_SOURCE_LABELS, CASE_STATUS_LABELS, CONDUCT_RULES } from '../../../shared/classroom/counseling.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, Input, PersonPicker, ScrollRegion, Select, TextArea, todayInput, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type Desk = OutputOf<typeof counselingDeskContract>;
type CaseRow = Desk['mine'][number];
const CATEGORIES = CASE_CATEGORIES.map((c) => [c, CASE_CATEGORY_LABELS[c]] as const);
const STATUS_CLASS = { requested: 'text-bg-warning', open: 'text-bg-info', closed: 'text-bg-success', declined: 'text-bg-secondary' } as const;

export const CaseStatusBadge = ({ status }: { status: CaseRow['status'] }) => (
  <span className={`badge ${STATUS_CLASS[status]}`}>{CASE_STATUS_LABELS[status]}</span>
);

export default function CounselingDeskScreen() {
  const result = useApiData(() => call(counselingDeskContract));
  if (result.state === 'loading') return <Loading label="Memuat layanan BK…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const desk = result.data;
  const bk = desk.role === 'counselor' || desk.role === 'overseer';
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Bimbingan Konseling</h1>
        {bk && (
          <Link className="btn btn-sm btn-outline-primary" to={routeTo('counseling')}>
            Kasus konseling
          </Link>
        )}
      </div>
      {desk.role === 'other' && <p>Layanan BK untuk siswa, guru dan kepala sekolah.</p>}
      {desk.role === 'student' && <RequestForm onDone={result.retry} />}
      {desk.role === 'teacher' && <ReferForm onDone={result.retry} />}
      {bk && <Waiting rows={desk.waiting} canDecide={desk.role === 'counselor'} onDone={result.retry} />}
      {desk.mine.length > 0 && <Mine rows={desk.mine} student={desk.role === 'student'} />}
      {desk.role !== 'other' && <Conduct desk={desk} onDone={result.retry} />}
    </section>
  );
}

function RequestForm({ onDone }: { onDone: () => void }) {
  const [v, setV] = useState({ category: 'belajar', title: '', note: '', preferredTime: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (
      await submit(
        () =>
          call(requestSessionContract, {
            input: { category: v.category as 'belajar', title: v.title, note: v.note || null, preferredTime: v.preferredTime || null },
          }),
        'Permintaan terkirim ke guru BK',
      )
    ) {
      setV({ ...v, title: '', note: '', preferredTime: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Minta sesi konseling" label="Minta sesi konseling" onSubmit={() => void send()} busy={busy} button="Kirim permintaan">
      <p className="small text-body-secondary mb-0">Yang kamu tulis hanya dibaca guru BK dan kepala sekolah.</p>
      <Select
        label="Jenis masalah"
        name="category"
        value={v.category}
        onChange={(category) => setV({ ...v, category })}
        errors={errors}
        options={CATEGORIES}
        className="col-md-4"
      />
      <Input label="Topik" name="title" value={v.title} onChange={(title) => setV({ ...v, title })} errors={errors} className="col-md-8" />
      <TextArea label="Ceritakan singkat (boleh kosong)" name="note" value={v.note} onChange={(note) => setV({ ...v, note })} errors={errors} />
      <Input
        label="Waktu yang kamu inginkan"
        name="preferredTime"
        value={v.preferredTime}
        onChange={(preferredTime) => setV({ ...v, preferredTime })}
        errors={errors}
        placeholder="Istirahat kedua, Rabu"
      />
    </FormCard>
  );
}

function ReferForm({ onDone }: { onDone: () => void }) {
  const [v, setV] = useState({ studentId: '', category: 'belajar', title: '', note: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (
      await submit(
        () =>
          call(referStudentContract, { input: { studentId: Number(v.studentId), category: v.category as 'belajar', title: v.title, note: v.note || null } }),
        'Rujukan terkirim ke guru BK',
      )
    ) {
      setV({ ...v, title: '', note: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Rujuk siswa ke BK" label="Rujuk siswa ke BK" onSubmit={() => void send()} busy={busy} button="Kirim rujukan">
      <PersonPicker
        label="Siswa"
        name="studentId"
        value={v.studentId}
        onChange={(studentId) => setV({ ...v, studentId })}
        errors={errors}
        className="col-md-6"
      />
      <Select
        label="Jenis masalah"
        name="category"
        value={v.category}
        onChange={(category) => setV({ ...v, category })}
        errors={errors}
        options={CATEGORIES}
        className="col-md-6"
      />
      <Input label="Alasan rujukan" name="title" value={v.title} onChange={(title) => setV({ ...v, title })} errors={errors} />
      <TextArea label="Yang sudah diamati" name="note" value={v.note} onChange={(note) => setV({ ...v, note })} errors={errors} />
    </FormCard>
  );
}

function Waiting({ rows, canDecide, onDone }: { rows: CaseRow[]; canDecide: boolean; onDone: () => void }) {
  const { submit } = useSubmit();
  const decide = async (id: number, accept: boolean) => {
    if (await submit(() => call(acceptCaseContract, { params: { id }, input: { accept } }), accept ? 'Kasus dibuka' : 'Permintaan tidak dilanjutkan')) onDone();
  };
  return (
    <div className="mb-3">
      <h2 className="h5">Menunggu ditangani</h2>
      {rows.length === 0 && <p className="text-body-secondary">Tidak ada permintaan atau rujukan yang menunggu.</p>}
      <ul className="list-group">
        {rows.map((r) => (
          <li className="list-group-item" key={r.id}>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <div className="fw-semibold">
                  {r.studentName}
                  {r.sectionName ? ` · ${r.sectionName}` : ''}: {r.title}
                </div>
                <div className="small text-body-secondary">
                  {CASE_SOURCE_LABELS[r.source]}
                  {r.requestedByName && r.source === 'referral' ? ` oleh ${r.requestedByName}` : ''} · {CASE_CATEGORY_LABELS[r.category]}
                  {r.preferredTime ? ` · ingin: ${r.preferredTime}` : ''}
                </div>
                {r.requestNote && <div className="small">{r.requestNote}</div>}
              </div>
              {canDecide && (
                <button type="button" className="btn btn-sm btn-primary" onClick={() => void decide(r.id, true)}>
                  Tangani<span className="visually-hidden"> {r.studentName}</span>
                </button>
              )}
              {canDecide && (
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void decide(r.id, false)}>
                  Tidak dilanjutkan<span className="visually-hidden"> {r.studentName}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Mine({ rows, student }: { rows: CaseRow[]; student: boolean }) {
  return (
    <div className="mb-3">
      <h2 className="h5">{student ? 'Permintaan saya' : 'Rujukan saya'}</h2>
      <ul className="list-group">
        {rows.map((r) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={r.id}>
            <div className="me-auto">
              <div>{student ? r.title : `${r.studentName}: ${r.title}`}</div>
              <div className="small text-body-secondary">
                {dayLabel(String(r.createdAt))}
                {r.counselorName ? ` · ditangani ${r.counselorName}` : ''}
              </div>
            </div>
            <CaseStatusBadge status={r.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Conduct({ desk, onDone }: { desk: Desk; onDone: () => void }) {
  const student = desk.role === 'student';
  return (
    <div className="mb-3">
      <h2 className="h5">Poin pelanggaran tahun ini</h2>
      {student && (
        <p>
          Jumlah poinmu: <strong>{desk.conduct[0]?.total ?? 0}</strong>
        </p>
      )}
      {!student && <ConductForm onDone={onDone} />}
      {!student && desk.conduct.length === 0 && <p className="text-body-secondary">Belum ada pelanggaran tercatat.</p>}
      {!student && desk.conduct.length > 0 && (
        <ScrollRegion label="Poin pelanggaran per siswa">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Siswa</th>
                <th>Rombel</th>
                <th className="text-end">Poin</th>
                <th>Terakhir</th>
              </tr>
            </thead>
            <tbody>
              {desk.conduct.map((c) => (
                <tr key={c.studentId}>
                  <td>{c.studentName}</td>
                  <td>{c.sectionName ?? '-'}</td>
                  <td className="text-end">{c.total}</td>
                  <td>{dayLabel(c.last)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="small text-body-secondary">Batas: {desk.thresholds.map((t) => `${t.points} poin — ${t.action}`).join('; ')}.</p>
    </div>
  );
}

function ConductForm({ onDone }: { onDone: () => void }) {
  const [v, setV] = useState({
    studentId: '',
    occurredOn: todayInput(),
    rule: CONDUCT_RULES[0].rule,
    points: String(CONDUCT_RULES[0].points),
    other: '',
    note: '',
  });
  const { errors, busy, submit } = useSubmit();
  const rules = [...CONDUCT_RULES.map((r) => [r.rule, `${r.rule} (${r.points})`] as const), ['', 'Lainnya…'] as const];
  const pick = (rule: string) => setV({ ...v, rule, points: String(CONDUCT_RULES.find((r) => r.rule === rule)?.points ?? v.points) });
  const send = async () => {
    const input = { studentId: Number(v.studentId), occurredOn: v.occurredOn, rule: v.rule || v.other, points: Number(v.points), note: v.note || null };
    if (
      await submit(
        () => call(recordConductContract, { input }),
        (a) => a.message,
      )
    ) {
      setV({ ...v, note: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Catat pelanggaran" label="Catat pelanggaran" onSubmit={() => void send()} busy={busy} button="Catat poin">
      <PersonPicker
        label="Siswa"
        name="studentId"
        value={v.studentId}
        onChange={(studentId) => setV({ ...v, studentId })}
        errors={errors}
        className="col-md-6"
      />
      <Input
        label="Tanggal"
        name="occurredOn"
        type="date"
        value={v.occurredOn}
        onChange={(occurredOn) => setV({ ...v, occurredOn })}
        errors={errors}
        className="col-md-6"
      />
      <Select label="Pelanggaran" name="rule" value={v.rule} onChange={pick} errors={errors} options={rules} className="col-md-8" />
      <Input label="Poin" name="points" type="number" value={v.points} onChange={(points) => setV({ ...v, points })} errors={errors} className="col-md-4" />
      {v.rule === '' && <Input label="Pelanggaran lainnya" name="other" value={v.other} onChange={(other) => setV({ ...v, other })} errors={errors} />}
      <Input label="Keterangan" name="note" value={v.note} onChange={(note) => setV({ ...v, note })} errors={errors} />
    </FormCard>
  );
}
