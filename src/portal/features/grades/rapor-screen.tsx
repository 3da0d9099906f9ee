/**
 * /preview_raport and /raport: the homeroom teacher's rapor desk. Pick the rombel (the office sees every
 * one), then a student: fill the homeroom part, check the rapor on screen, download the PDF (A4 or F4).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { listClassesContract } from '../../../shared/api/grades/classes.ts';
import { getRaporContract, raporPdfContract, sectionRaporContract, sectionRaporPdfContract } from '../../../shared/api/grades/rapor.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { RaporEntryForm } from './rapor-entry-form.tsx';
import { RaporView, type Rapor } from './rapor-view.tsx';

export default function RaporScreen() {
  const [params, setParams] = useSearchParams();
  const sections = useApiData(() => call(listClassesContract, { input: { scope: 'all' } }));
  if (sections.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (sections.state === 'failed') return <LoadFailed message={sections.message} onRetry={sections.retry} />;
  const homeroom = sections.data.homeroom;
  const chosen = Number(params.get('rombel')) || homeroom[0]?.sectionId;
  return (
    <section>
      <h1 className="h4">Rapor Siswa</h1>
      {homeroom.length === 0 ? (
        <p>Anda belum menjadi wali kelas rombel mana pun.</p>
      ) : (
        <div className="mb-3" style={{ maxWidth: '20rem' }}>
          <label className="form-label small" htmlFor="pilih-rombel">
            Rombel
          </label>
          <select id="pilih-rombel" className="form-select form-select-sm" value={chosen} onChange={(e) => setParams({ rombel: e.target.value })}>
            {homeroom.map((h) => (
              <option key={h.sectionId} value={h.sectionId}>
                {h.sectionName}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen ? <SectionDesk key={chosen} sectionId={chosen} /> : null}
    </section>
  );
}

function SectionDesk({ sectionId }: { sectionId: number }) {
  const page = useApiData(() => call(sectionRaporContract, { params: { id: sectionId }, input: {} }));
  const [studentId, setStudentId] = useState<number | null>(null);
  const [paper, setPaper] = useState<Paper>('A4');
  if (page.state === 'loading') return <Loading label="Memuat siswa…" />;
  if (page.state === 'failed') return <LoadFailed message={page.message} onRetry={page.retry} />;
  const p = page.data;
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-4">
        <p className="small mb-1">
          Semester {p.semester} · {p.students.filter((s) => s.filled).length}/{p.students.length} sudah diisi wali kelas
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <PaperSelect value={paper} onChange={setPaper} />
          <PdfDownloadButton
            document={`Rapor ${p.section.name}`}
            contract={sectionRaporPdfContract}
            params={{ id: sectionId }}
            paper={paper}
            request={{ query: { semester: p.semester } }}
          />
        </div>
        {p.lock && (
          <div className="alert alert-warning py-2 small" role="status">
            {p.lock}
          </div>
        )}
        <div className="list-group" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {p.students.map((s) => (
            <button
              key={s.id}
              type="button"
              className={`list-group-item list-group-item-action d-flex justify-content-between ${s.id === studentId ? 'active' : ''}`}
              onClick={() => setStudentId(s.id)}
            >
              <span>{s.name}</span>
              <span className="small">
                {s.average ?? '–'} {s.filled ? '✓' : ''}
              </span>
            </button>
          ))}
        </div>
      </div>
      <div className="col-12 col-lg-8">
        {studentId ? (
          <StudentRapor key={studentId} id={studentId} semester={p.semester} canEdit={p.canEdit} onSaved={page.retry} />
        ) : (
          <p className="text-body-secondary">Pilih siswa untuk mengisi dan melihat rapornya.</p>
        )}
      </div>
    </div>
  );
}

function StudentRapor({ id, semester, canEdit, onSaved }: { id: number; semester: string; canEdit: boolean; onSaved: () => void }) {
  const loaded = useApiData(() => call(getRaporContract, { params: { id }, input: { semester: semester as '1' | '2' } }));
  const [saved, setSaved] = useState<Rapor | null>(null);
  const [paper, setPaper] = useState<Paper>('A4');
  if (loaded.state === 'loading') return <Loading label="Memuat rapor…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const rapor = saved ?? loaded.data;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <PaperSelect value={paper} onChange={setPaper} />
        <PdfDownloadButton document="Rapor" contract={raporPdfContract} params={{ id }} paper={paper} request={{ query: { semester } }} />
      </div>
      {canEdit && (
        <RaporEntryForm
          key={rapor.revision}
          rapor={rapor}
          onSaved={(r) => {
            setSaved(r);
            onSaved();
          }}
        />
      )}
      <RaporView rapor={rapor} />
    </>
  );
}
