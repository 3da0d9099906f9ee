/** /ekstrakulikuler_report: each club's year — members, meetings, attendance, predikat — and its report as PDF. */
import { useState } from 'react';
import { Link } from 'react-router';
import { clubReportContract, clubReportPdfContract } from '../../../shared/api/classroom/club-sessions.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ScrollRegion } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

export default function ClubReportScreen() {
  const [paper, setPaper] = useState<Paper>('A4');
  const result = useApiData(() => call(clubReportContract));
  if (result.state === 'loading') return <Loading label="Memuat laporan ekstrakurikuler…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { clubs } = result.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Laporan Ekstrakurikuler</h1>
        <PaperSelect value={paper} onChange={setPaper} />
      </div>
      {clubs.length === 0 && <p>Belum ada ekstrakurikuler untuk dilaporkan.</p>}
      {clubs.map((c) => (
        <div className="card mb-3" key={c.id}>
          <div className="card-header d-flex flex-wrap gap-2 align-items-center">
            <h2 className="h6 mb-0 me-auto">
              <Link to={`${routeTo('ekstrakulikuler_schedule_detail')}?id=${c.id}`}>{c.name}</Link>
            </h2>
            <PdfDownloadButton document={`Laporan ${c.name}`} contract={clubReportPdfContract} params={{ id: c.id }} paper={paper} />
          </div>
          <div className="card-body">
            <p className="small mb-2">
              Pembina {c.coachName ?? '-'} · {c.members} anggota · {c.sessions} pertemuan · kehadiran {c.attendancePct ?? '-'}% · dinilai {c.assessed}/
              {c.members} (SB {c.predicates.SB}, B {c.predicates.B}, C {c.predicates.C}, K {c.predicates.K})
            </p>
            {c.roster.length > 0 && (
              <ScrollRegion label={`Anggota ${c.name}`}>
                <table className="table table-sm mb-0">
                  <thead>
                    <tr>
                      <th>Anggota</th>
                      <th>Rombel</th>
                      <th className="text-end">Hadir</th>
                      <th>Predikat</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.roster.map((m) => (
                      <tr key={m.studentId}>
                        <td>{m.name}</td>
                        <td>{m.sectionName ?? '-'}</td>
                        <td className="text-end">
                          {m.present} ({m.attendancePct ?? '-'}%)
                        </td>
                        <td>{m.predicate ?? '-'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
