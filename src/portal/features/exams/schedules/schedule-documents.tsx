/** A schedule's printed documents: the participants' cards and the official record, as the server's PDFs. */
import { PdfDownloadButton } from '../../../components/ui/pdf-download.tsx';
import type { Paper } from '../../../../shared/documents/paper.ts';
import { examRecordPdfContract, participantCardsPdfContract } from '../../../../shared/api/documents.ts';

export function ScheduleDocuments({ id, paper }: { id: number; paper: Paper }) {
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <PdfDownloadButton document="Kartu Peserta" contract={participantCardsPdfContract} params={{ id }} paper={paper} />
      <PdfDownloadButton document="Berita Acara" contract={examRecordPdfContract} params={{ id }} paper={paper} />
    </div>
  );
}
