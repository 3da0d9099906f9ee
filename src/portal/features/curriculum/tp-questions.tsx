/** The question-bank items linked to one TP: the course's questions with a tick for each linked one. */
import { useState } from 'react';
import { linkTpQuestionsContract, tpQuestionsContract } from '../../../shared/api/curriculum/atp.ts';
import { listQuestionsContract } from '../../../shared/api/exams/bank.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.tsx';

export function TpQuestions({ tpId, onSaved }: { tpId: number; onSaved: (count: number) => void }) {
  const data = useApiData(async () => {
    const links = await call(tpQuestionsContract, { params: { id: tpId } });
    const bank = links.courseId ? await call(listQuestionsContract, { input: { courseId: links.courseId, perPage: 100 } as never }) : { data: [], total: 0 };
    return { links, bank };
  });
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  if (data.state === 'loading') return <Loading label="Memuat soal…" />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const picked = chosen ?? new Set(data.data.links.questionIds);
  const questions = data.data.bank.data;
  const save = () =>
    void act(async () => {
      const saved = await call(linkTpQuestionsContract, { params: { id: tpId }, input: { questionIds: [...picked] } });
      onSaved(saved.questionIds.length);
    }, 'Tautan soal disimpan');
  if (!data.data.links.courseId)
    return <p className="small text-body-secondary">Pilih mata pelajaran sekolah untuk ATP ini dahulu agar soal bank soalnya dapat ditautkan.</p>;
  return (
    <div className="border rounded p-2 small">
      {questions.length === 0 && <p className="mb-1">Belum ada soal untuk mapel ini di Bank Soal.</p>}
      <ul className="list-unstyled mb-2" style={{ maxHeight: '16rem', overflowY: 'auto' }}>
        {questions.map((q) => (
          <li key={q.id} className="form-check">
            <input
              id={`tpq-${tpId}-${q.id}`}
              type="checkbox"
              className="form-check-input"
              checked={picked.has(q.id)}
              onChange={(e) => {
                const next = new Set(picked);
                if (e.target.checked) next.add(q.id);
                else next.delete(q.id);
                setChosen(next);
              }}
            />
            <label className="form-check-label" htmlFor={`tpq-${tpId}-${q.id}`}>
              {q.summary.slice(0, 140)}
              {q.grade ? ` (kelas ${q.grade})` : ''}
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-sm btn-primary" onClick={save}>
        Simpan tautan soal
      </button>
    </div>
  );
}
