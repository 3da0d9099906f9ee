/** result_exercises_grade_analytical: difficulty, discrimination and answer spread of every question. */
import { useParams } from 'react-router';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { analysisContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { SchedulePicker, useChosenSchedule } from '../ui/schedule-picker.tsx';

const difficultyLabel = (p: number | null) => (p === null ? '–' : p > 0.7 ? 'mudah' : p >= 0.3 ? 'sedang' : 'sukar');
const discriminationLabel = (d: number | null) =>
  d === null ? 'perlu ≥ 4 siswa' : d >= 0.4 ? 'baik sekali' : d >= 0.3 ? 'baik' : d >= 0.2 ? 'cukup' : 'perlu direvisi';

export default function AnalysisScreen() {
  const [id, choose] = useChosenSchedule(useParams().id);
  if (!id) return <SchedulePicker kinds={['school', 'remedial', 'akm', 'tka']} onPick={choose} title="Analisis Hasil Ujian" />;
  return <Analysis scheduleId={id} />;
}

function Analysis({ scheduleId }: { scheduleId: number }) {
  const result = useApiData(() => call(analysisContract, { params: { id: scheduleId } }));
  if (result.state === 'loading') return <Loading label="Menghitung analisis…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, attempts, items } = result.data;
  return (
    <section>
      <h1 className="h4">Analisis butir: {schedule.title}</h1>
      <p className="text-body-secondary">
        Dari {attempts} siswa yang selesai. Tingkat kesukaran p = rata-rata bagian skor yang diperoleh; daya beda D = p kelompok atas (27%) − p kelompok bawah
        (27%). Pilihan yang lebih sering dipilih kelompok atas daripada kunci, atau yang tidak dipilih siapa pun, perlu ditinjau.
      </p>
      {items.map((it) => (
        <article key={it.questionId} className="card mb-3" aria-labelledby={`analisis-${it.questionId}`}>
          <div className="card-body">
            <h2 id={`analisis-${it.questionId}`} className="h6">
              Soal {it.number} · {ITEM_TYPE_LABELS[it.type]} — {it.summary}
            </h2>
            <p className="mb-2">
              p = <strong>{it.difficulty ?? '–'}</strong> ({difficultyLabel(it.difficulty)}) · D = <strong>{it.discrimination ?? '–'}</strong> (
              {discriminationLabel(it.discrimination)}) · dijawab {it.answered}
            </p>
            {it.parts.map((part) => {
              const total = part.choices.reduce((a, c) => a + c.count, 0) || 1;
              return (
                <table key={part.label} className="table table-sm mb-2">
                  <caption className="caption-top small">{part.label}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Jawaban</th>
                      <th scope="col">Dipilih</th>
                      <th scope="col">Kel. atas</th>
                      <th scope="col">Kel. bawah</th>
                      <th scope="col" style={{ width: '40%' }}>
                        <span className="visually-hidden">Sebaran</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {part.choices.map((c) => (
                      <tr key={c.key} className={c.correct ? 'table-success' : undefined}>
                        <td>
                          {c.label}
                          {c.correct && <span className="visually-hidden"> (kunci)</span>}
                          {c.correct ? ' ✓' : ''}
                        </td>
                        <td>{c.count}</td>
                        <td>{c.upper}</td>
                        <td>{c.lower}</td>
                        <td>
                          <div className="progress" role="presentation" style={{ height: '.6rem' }}>
                            <div className={`progress-bar ${c.correct ? 'bg-success' : 'bg-secondary'}`} style={{ width: `${(c.count / total) * 100}%` }} />
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
          </div>
        </article>
      ))}
    </section>
  );
}
