/** /field/pkl_jurnal: the student writes what they did each PKL day; the supervisor or mentor approves or returns it. */
import { useState } from 'react';
import { listJournalsContract, reviewJournalContract, writeJournalContract } from '../../../shared/api/attendance/pkl.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, dayLabel } from './ui.ts';

const STATUS = { submitted: ['Menunggu diperiksa', 'warning'], approved: ['Disetujui', 'success'], revision: ['Perlu perbaikan', 'danger'] } as Record<
  string,
  [string, string]
>;

export default function PklJournalScreen() {
  const result = useApiData(() => call(listJournalsContract, { input: {} }));
  const [form, setForm] = useState({ date: '', activity: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [feedback, setFeedback] = useState<Record<number, string>>({});
  if (result.state === 'loading') return <Loading label="Memuat jurnal…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const write = async () => {
    if (await act(() => call(writeJournalContract, { input: { date: form.date || d.today, activity: form.activity } }), 'Jurnal terkirim', setErrors)) {
      setForm({ date: '', activity: '' });
      result.retry();
    }
  };
  const review = async (id: number, approve: boolean) => {
    if (
      await act(
        () => call(reviewJournalContract, { params: { id }, input: { approve, feedback: feedback[id] } }),
        approve ? 'Jurnal disetujui' : 'Jurnal dikembalikan',
      )
    )
      result.retry();
  };
  const waiting = d.entries.filter((e) => e.status === 'submitted').length;
  return (
    <section>
      <h1 className="h4">Jurnal PKL</h1>
      {d.role === 'student' &&
        (d.placement ? (
          <form
            className="border rounded p-2 mb-3"
            onSubmit={(e) => {
              e.preventDefault();
              void write();
            }}
          >
            <p className="small mb-2">
              PKL di <strong>{d.placement.companyName}</strong>
            </p>
            <label className="form-label" htmlFor="jurnal-tanggal">
              Tanggal
            </label>
            <input
              id="jurnal-tanggal"
              type="date"
              className={`form-control mb-2 ${errors.date ? 'is-invalid' : ''}`}
              max={d.today}
              value={form.date || d.today}
              onChange={(e) => setForm({ ...form, date: e.target.value })}
            />
            {errors.date && <div className="invalid-feedback d-block">{errors.date[0]}</div>}
            <label className="form-label" htmlFor="jurnal-kegiatan">
              Kegiatan hari ini
            </label>
            <textarea
              id="jurnal-kegiatan"
              rows={4}
              className={`form-control ${errors.activity ? 'is-invalid' : ''}`}
              value={form.activity}
              onChange={(e) => setForm({ ...form, activity: e.target.value })}
            />
            {errors.activity && <div className="invalid-feedback d-block">{errors.activity[0]}</div>}
            <button type="submit" className="btn btn-primary mt-2 w-100">
              Kirim Jurnal
            </button>
          </form>
        ) : (
          <p>Anda tidak sedang menjalani PKL.</p>
        ))}
      {d.role === 'supervisor' && <p className="small text-body-secondary">{waiting} jurnal menunggu diperiksa.</p>}
      <ul className="list-group">
        {d.entries.map((e) => {
          const [label, tone] = STATUS[e.status] ?? [e.status, 'secondary'];
          return (
            <li key={e.id} className="list-group-item">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <span className="fw-semibold me-auto">
                  {d.role === 'supervisor' ? `${e.studentName} · ` : ''}
                  {dayLabel(e.date)}
                </span>
                <span className={`badge text-bg-${tone}`}>{label}</span>
              </div>
              {d.role === 'supervisor' && <div className="small text-body-secondary">{e.companyName}</div>}
              <p className="mb-1 small" style={{ whiteSpace: 'pre-wrap' }}>
                {e.activity}
              </p>
              {e.feedback && (
                <p className="small mb-1">
                  <strong>Catatan pembimbing:</strong> {e.feedback}
                </p>
              )}
              {d.role === 'supervisor' && e.status === 'submitted' && (
                <div className="d-flex flex-wrap gap-2 align-items-end">
                  <div className="flex-grow-1">
                    <label className="form-label small mb-0" htmlFor={`jurnal-catatan-${e.id}`}>
                      Catatan untuk {e.studentName}
                    </label>
                    <input
                      id={`jurnal-catatan-${e.id}`}
                      className="form-control form-control-sm"
                      maxLength={500}
                      value={feedback[e.id] ?? ''}
                      onChange={(ev) => setFeedback({ ...feedback, [e.id]: ev.target.value })}
                    />
                  </div>
                  <button type="button" className="btn btn-sm btn-success" onClick={() => void review(e.id, true)}>
                    Setujui jurnal {e.studentName}
                  </button>
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void review(e.id, false)}>
                    Kembalikan jurnal {e.studentName}
                  </button>
                </div>
              )}
            </li>
          );
        })}
        {!d.entries.length && <li className="list-group-item text-body-secondary">Belum ada jurnal.</li>}
      </ul>
    </section>
  );
}
