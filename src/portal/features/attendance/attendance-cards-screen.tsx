/** /generatepicture: print a rombel's attendance cards, each with a QR of the student's PIN for the gate scanner. */
import { useState } from 'react';
import { listCardsContract } from '../../../shared/api/attendance/devices.ts';
import { attendanceCardsPdfContract } from '../../../shared/api/attendance/system.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export default function AttendanceCardsScreen() {
  const result = useApiData(() => call(listCardsContract, {}));
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [paper, setPaper] = useState<Paper>('A4');
  if (result.state === 'loading') return <Loading label="Memuat rombel…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const chosen = sectionId ?? d.sections[0]?.id ?? null;
  return (
    <section>
      <h1 className="h4">Buat Gambar Kartu Presensi</h1>
      <p className="small">
        Kartu berisi nama, NIS, rombel dan kode QR PIN presensi (nomor kartu RFID bila sudah terdaftar, selain itu NIS). Pemindai di tablet gerbang membaca QR
        itu sebagai tap. {d.cards.length} siswa/pegawai sudah punya kartu RFID.
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label className="form-label" htmlFor="kartu-rombel">
            Rombel
          </label>
          <select id="kartu-rombel" className="form-select" value={chosen ?? ''} onChange={(e) => setSectionId(Number(e.target.value))}>
            {d.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <PaperSelect value={paper} onChange={setPaper} />
        {chosen && (
          <PdfDownloadButton
            document="Kartu Presensi"
            contract={attendanceCardsPdfContract}
            params={{ id: chosen }}
            paper={paper}
            className="btn btn-primary"
          />
        )}
      </div>
    </section>
  );
}
