/** The final-grade rombel (XII, IX, VI) a page works on, kept in ?rombel=; and the graduation weights. */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { finalSectionsContract } from '../../../shared/api/grades/graduation.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export type FinalSections = z.output<typeof finalSectionsContract.output>;

export function FinalSectionPicker({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: (id: number, list: FinalSections, reload: () => void) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const list = useApiData(() => call(finalSectionsContract, {}));
  if (list.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (list.state === 'failed') return <LoadFailed message={list.message} onRetry={list.retry} />;
  const sections = list.data.sections;
  const chosen = Number(params.get('rombel')) || sections[0]?.id;
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">
        {note} Tahun ajaran {list.data.yearLabel}.
      </p>
      {sections.length === 0 ? (
        <p>Tidak ada rombel tingkat akhir yang dapat Anda buka.</p>
      ) : (
        <div className="mb-2" style={{ maxWidth: '20rem' }}>
          <label className="form-label small" htmlFor="rombel-akhir">
            Rombel
          </label>
          <select id="rombel-akhir" className="form-select form-select-sm" value={chosen} onChange={(e) => setParams({ rombel: e.target.value })}>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.students} siswa)
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen ? children(chosen, list.data, list.retry) : null}
    </section>
  );
}
