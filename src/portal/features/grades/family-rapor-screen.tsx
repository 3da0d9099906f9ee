/**
 * /student_grade_report: "Nilai Saya" for a student, "Nilai Anak" for a parent: every released rapor, shown on
 * screen with its "Unduh PDF". A semester not released yet does not appear.
 */
import { useState } from 'react';
import { getRaporContract, myRaporsContract, raporPdfContract } from '../../../shared/api/grades/rapor.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { RaporView } from './rapor-view.tsx';

export default function FamilyRaporScreen() {
  const list = useApiData(() => call(myRaporsContract, {}));
  const [open, setOpen] = useState<string | null>(null);
  const [paper, setPaper] = useState<Paper>('A4');
  if (list.state === 'loading') return <Loading label="Memuat rapor…" />;
  if (list.state === 'failed')
    return (
      <section>
        <h1 className="h4">Rapor</h1>
        <LoadFailed message={list.message} onRetry={list.retry} />
      </section>
    );
  const rapors = list.data.rapors;
  return (
    <section>
      <h1 className="h4">Rapor</h1>
      {rapors.length === 0 && <p>Belum ada rapor yang dirilis sekolah.</p>}
      {rapors.length > 0 && (
        <div className="mb-2">
          <PaperSelect value={paper} onChange={setPaper} />
        </div>
      )}
      <ul className="list-group mb-3">
        {rapors.map((r) => {
          const key = `${r.studentId}-${r.semester}`;
          return (
            <li key={key} className="list-group-item">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <div className="me-auto">
                  <strong>{r.name}</strong> · {r.sectionName}
                  <div className="small text-body-secondary">
                    Semester {r.semester} · {r.yearLabel} · dirilis {r.releaseDate}
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-expanded={open === key}
                  onClick={() => setOpen(open === key ? null : key)}
                >
                  {open === key ? 'Tutup' : 'Lihat rapor'}
                </button>
                <PdfDownloadButton
                  document={`Rapor Semester ${r.semester}`}
                  contract={raporPdfContract}
                  params={{ id: r.studentId }}
                  paper={paper}
                  request={{ query: { semester: r.semester } }}
                />
              </div>
              {open === key && <OneRapor id={r.studentId} semester={r.semester} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OneRapor({ id, semester }: { id: number; semester: string }) {
  const r = useApiData(() => call(getRaporContract, { params: { id }, input: { semester: semester as '1' | '2' } }));
  if (r.state === 'loading') return <Loading label="Memuat rapor…" />;
  if (r.state === 'failed') return <LoadFailed message={r.message} onRetry={r.retry} />;
  return (
    <div className="mt-2">
      <RaporView rapor={r.data} />
    </div>
  );
}
