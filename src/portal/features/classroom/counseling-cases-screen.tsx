/**
 * /counseling (Kasus Konseling): BK teachers and the principal only. The list of cases; ?id= one case with its
 * confidential sessions, notes and follow-ups, the parent contacted through WhatsApp, and its close.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  addEntryContract,
  closeCaseContract,
  completeFollowUpContract,
  contactParentContract,
  counselingDeskContract,
  getCaseContract,
  listCasesContract,
  openCaseContract,
} from '../../../shared/api/classroom/counseling.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import {
  CASE_CATEGORIES,
  CASE_CATEGORY_LABELS,
  CASE_SOURCE_LABELS,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  ENTRY_KIND_LABELS,
  type CaseStatus,
} from '../../../shared/classroom/counseling.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { CaseStatusBadge } from './counseling-desk-screen.tsx';
import { dayLabel, FormCard, Input, PersonPicker, Select, TextArea, todayInput, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

const CATEGORIES = CASE_CATEGORIES.map((c) => [c, CASE_CATEGORY_LABELS[c]] as const);

export default function CounselingCasesScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return id > 0 ? <CaseDetail key={id} id={id} /> : <CaseList />;
}

/**
 * Every teacher has this screen in the menu, but only the BK teachers and the principal read cases (the server
 * refuses the rest). The others are told so, with the way to refer a student, instead of meeting a refusal.
 */
function CaseList() {
  const desk = useApiData(() => call(counselingDeskContract));
  const reads = desk.state === 'ready' && (desk.data.role === 'counselor' || desk.data.role === 'overseer');
  return (
    <section>
      <Link to={routeTo('counseling_guidance')} className="small">
        ← Layanan BK
      </Link>
      <h1 className="h4 mt-2">Kasus Konseling</h1>
      <p className="small text-body-secondary">Rahasia: hanya guru BK dan kepala sekolah. Setiap pembukaan kasus tercatat.</p>
      {desk.state === 'loading' && <Loading label="Memuat…" />}
      {desk.state === 'failed' && <LoadFailed message={desk.message} onRetry={desk.retry} />}
      {desk.state === 'ready' && !reads && (
        <p className="alert alert-info">
          Kasus konseling hanya dibuka oleh guru BK dan kepala sekolah. Untuk meminta bantuan BK bagi seorang siswa, buat rujukan di{' '}
          <Link to={routeTo('counseling_guidance')}>Layanan BK</Link>.
        </p>
      )}
      {reads && <CaseFilter />}
    </section>
  );
}

function CaseFilter() {
  const [status, setStatus] = useState<CaseStatus | ''>('open');
  return (
    <>
      <div className="mb-2" style={{ maxWidth: '16rem' }}>
        <label className="form-label" htmlFor="case-status">
          Status
        </label>
        <select id="case-status" className="form-select" value={status} onChange={(e) => setStatus(e.target.value as CaseStatus | '')}>
          <option value="">Semua</option>
          {CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CASE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <CaseRows key={status} status={status} />
    </>
  );
}

function CaseRows({ status }: { status: CaseStatus | '' }) {
  const result = useApiData(() => call(listCasesContract, { input: status ? { status } : {} }));
  return (
    <>
      {result.state === 'loading' && <Loading label="Memuat kasus…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          {result.data.canWrite && <OpenCaseForm onDone={result.retry} />}
          {result.data.data.length === 0 && <p>Tidak ada kasus dengan status ini.</p>}
          <ul className="list-group">
            {result.data.data.map((c) => (
              <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={c.id}>
                <div className="me-auto">
                  <Link to={`${routeTo('counseling')}?id=${c.id}`}>
                    {c.studentName}: {c.title}
                  </Link>
                  <div className="small text-body-secondary">
                    {c.sectionName ?? '-'} · {CASE_CATEGORY_LABELS[c.category]} · {CASE_SOURCE_LABELS[c.source]} · {c.entries} catatan
                    {c.nextFollowUp ? ` · tindak lanjut ${dayLabel(c.nextFollowUp)}` : ''}
                  </div>
                </div>
                <CaseStatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function OpenCaseForm({ onDone }: { onDone: () => void }) {
  const [v, setV] = useState({ studentId: '', category: 'pribadi', title: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (
      await submit(
        () => call(openCaseContract, { input: { studentId: Number(v.studentId), category: v.category as 'pribadi', title: v.title } }),
        'Kasus dibuka',
      )
    ) {
      setV({ ...v, studentId: '', title: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Buka kasus baru" label="Buka kasus baru" onSubmit={() => void send()} busy={busy} button="Buka kasus">
      <PersonPicker
        label="Siswa"
        name="studentId"
        value={v.studentId}
        onChange={(studentId) => setV({ ...v, studentId })}
        errors={errors}
        className="col-md-5"
      />
      <Select
        label="Jenis masalah"
        name="category"
        value={v.category}
        onChange={(category) => setV({ ...v, category })}
        errors={errors}
        options={CATEGORIES}
        className="col-md-3"
      />
      <Input label="Judul kasus" name="title" value={v.title} onChange={(title) => setV({ ...v, title })} errors={errors} className="col-md-4" />
    </FormCard>
  );
}

type Case = OutputOf<typeof getCaseContract>;

function CaseDetail({ id }: { id: number }) {
  const result = useApiData(() => call(getCaseContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat kasus…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const c = result.data;
  const open = c.status === 'open' && c.canWrite;
  return (
    <section>
      <Link to={routeTo('counseling')} className="small">
        ← Kasus Konseling
      </Link>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
        <h1 className="h4 mb-0 me-auto">
          {c.studentName}: {c.title}
        </h1>
        <CaseStatusBadge status={c.status} />
      </div>
      <p className="small text-body-secondary">
        {c.sectionName ?? '-'} · {CASE_CATEGORY_LABELS[c.category]} · {CASE_SOURCE_LABELS[c.source]}
        {c.requestedByName && c.source === 'referral' ? ` oleh ${c.requestedByName}` : ''}
        {c.counselorName ? ` · ditangani ${c.counselorName}` : ''} · poin pelanggaran {c.conductTotal}
      </p>
      {c.requestNote && <blockquote className="border-start ps-2">{c.requestNote}</blockquote>}
      {c.summary && (
        <div className="alert alert-success">
          <strong>Ringkasan:</strong> {c.summary}
        </div>
      )}
      <h2 className="h5">Catatan kasus</h2>
      {c.entries.length === 0 && <p className="text-body-secondary">Belum ada catatan.</p>}
      <ul className="list-group mb-3">
        {c.entries.map((e) => (
          <li className="list-group-item" key={e.id}>
            <div className="small text-body-secondary">
              {dayLabel(e.happenedOn)} · {ENTRY_KIND_LABELS[e.kind]} · {e.authorName}
              {e.followUpOn ? ` · rencana ${dayLabel(e.followUpOn)}` : ''}
            </div>
            <div style={{ whiteSpace: 'pre-wrap' }}>{e.body}</div>
            {e.kind === 'follow_up' &&
              (e.done ? <span className="badge text-bg-success">Terlaksana</span> : open && <FollowUpDone id={e.id} onDone={result.retry} />)}
          </li>
        ))}
      </ul>
      {open && <EntryForm id={id} onDone={result.retry} />}
      {open && <ParentMessage c={c} onDone={result.retry} />}
      {open && <CloseForm id={id} onDone={result.retry} />}
    </section>
  );
}

function FollowUpDone({ id, onDone }: { id: number; onDone: () => void }) {
  const { submit, busy } = useSubmit();
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-success"
      disabled={busy}
      onClick={() => void submit(() => call(completeFollowUpContract, { params: { id } }), 'Tindak lanjut ditandai terlaksana').then((ok) => ok && onDone())}
    >
      Tandai terlaksana
    </button>
  );
}

function EntryForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [v, setV] = useState({ kind: 'session', happenedOn: todayInput(), body: '', followUpOn: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    const input = { kind: v.kind as 'session', happenedOn: v.happenedOn, body: v.body, followUpOn: v.followUpOn || null };
    if (await submit(() => call(addEntryContract, { params: { id }, input }), 'Catatan tersimpan')) {
      setV({ ...v, body: '', followUpOn: '' });
      onDone();
    }
  };
  const kinds = (['session', 'note', 'follow_up'] as const).map((k) => [k, ENTRY_KIND_LABELS[k]] as const);
  return (
    <FormCard title="Tambah catatan" label="Tambah catatan" onSubmit={() => void send()} busy={busy} button="Simpan catatan">
      <Select label="Jenis" name="kind" value={v.kind} onChange={(kind) => setV({ ...v, kind })} errors={errors} options={kinds} className="col-md-4" />
      <Input
        label="Tanggal"
        name="happenedOn"
        type="date"
        value={v.happenedOn}
        onChange={(happenedOn) => setV({ ...v, happenedOn })}
        errors={errors}
        className="col-md-4"
      />
      {v.kind === 'follow_up' && (
        <Input
          label="Rencana tanggal tindak lanjut"
          name="followUpOn"
          type="date"
          value={v.followUpOn}
          onChange={(followUpOn) => setV({ ...v, followUpOn })}
          errors={errors}
          className="col-md-4"
        />
      )}
      <TextArea label="Isi catatan" name="body" value={v.body} onChange={(body) => setV({ ...v, body })} errors={errors} rows={4} />
    </FormCard>
  );
}

function ParentMessage({ c, onDone }: { c: Case; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const { errors, busy, submit } = useSubmit();
  const reachable = c.guardians.filter((g) => g.hasPhone).length;
  const send = async () => {
    if (
      await submit(
        () => call(contactParentContract, { params: { id: c.id }, input: { message } }),
        (a) => a.message,
      )
    ) {
      setMessage('');
      onDone();
    }
  };
  return (
    <FormCard title="Hubungi orang tua" label="Hubungi orang tua" onSubmit={() => void send()} busy={busy} button="Kirim lewat WhatsApp">
      <p className="small mb-0">
        {c.guardians.length ? `${c.guardians.map((g) => g.name).join(', ')} (${reachable} nomor HP)` : 'Belum ada orang tua/wali terhubung.'}
      </p>
      <TextArea label="Pesan untuk orang tua/wali" name="message" value={message} onChange={setMessage} errors={errors} />
    </FormCard>
  );
}

function CloseForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [summary, setSummary] = useState('');
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (await submit(() => call(closeCaseContract, { params: { id }, input: { summary } }), 'Kasus selesai')) onDone();
  };
  return (
    <FormCard title="Selesaikan kasus" label="Selesaikan kasus" onSubmit={() => void send()} busy={busy} button="Selesaikan kasus">
      <TextArea label="Ringkasan hasil" name="summary" value={summary} onChange={setSummary} errors={errors} />
    </FormCard>
  );
}
