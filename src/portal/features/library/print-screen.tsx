/**
 * Printing through the document pipeline: /print_kartu_perpus (member cards of a rombel, the staff, or listed
 * codes) and /label_buku_perpus (spine labels of listed copies or of a period's new copies). Both are PDFs with
 * Code 128 barcodes the desk's scanner reads back.
 */
import { useState } from 'react';
import { cardGroupsContract, memberCardsPdfContract, spineLabelsPdfContract } from '../../../shared/api/library/documents.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

export default function PrintScreen() {
  const [paper, setPaper] = useState<Paper>('A4');
  const labels = useCurrentRoute()?.name === 'label_buku_perpus';
  return (
    <section>
      <h1 className="h4">{labels ? 'Label Buku' : 'Cetak Kartu Anggota'}</h1>
      <p className="small text-body-secondary">
        {labels
          ? 'Label punggung buku berisi nomor panggil dan kode batang eksemplar, 24 label per halaman.'
          : 'Kartu anggota seukuran kartu ATM, delapan per halaman, dengan kode batang kode anggota untuk dipindai di meja sirkulasi dan pintu masuk.'}
      </p>
      <div className="mb-3">
        <PaperSelect value={paper} onChange={setPaper} />
      </div>
      {labels ? <Labels paper={paper} /> : <Cards paper={paper} />}
    </section>
  );
}

function Cards({ paper }: { paper: Paper }) {
  const groups = useApiData(() => call(cardGroupsContract, {}));
  const [sectionId, setSectionId] = useState('');
  const [codes, setCodes] = useState('');
  if (groups.state === 'loading') return <Loading />;
  if (groups.state === 'failed') return <LoadFailed message={groups.message} onRetry={groups.retry} />;
  return (
    <div className="row g-3">
      <div className="col-md-4">
        <div className="border rounded p-3 h-100">
          <h2 className="h6">Satu rombel</h2>
          <label htmlFor="rombel-kartu" className="form-label small">
            Rombel
          </label>
          <select id="rombel-kartu" className="form-select mb-2" value={sectionId} onChange={(e) => setSectionId(e.target.value)}>
            <option value="">Pilih rombel</option>
            {groups.data.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.members} siswa)
              </option>
            ))}
          </select>
          {sectionId && (
            <PdfDownloadButton
              document="Kartu Anggota Rombel"
              contract={memberCardsPdfContract}
              paper={paper}
              request={{ query: { group: 'section', sectionId } }}
              className="btn btn-primary btn-sm"
            />
          )}
        </div>
      </div>
      <div className="col-md-4">
        <div className="border rounded p-3 h-100">
          <h2 className="h6">Guru dan pegawai</h2>
          <p className="small">{groups.data.staff} anggota.</p>
          <PdfDownloadButton
            document="Kartu Anggota Guru dan Pegawai"
            contract={memberCardsPdfContract}
            paper={paper}
            request={{ query: { group: 'staff' } }}
            className="btn btn-primary btn-sm"
          />
        </div>
      </div>
      <div className="col-md-4">
        <div className="border rounded p-3 h-100">
          <h2 className="h6">Anggota tertentu</h2>
          <label htmlFor="kode-kartu" className="form-label small">
            Kode anggota (pisahkan dengan koma atau spasi)
          </label>
          <textarea
            id="kode-kartu"
            className="form-control mb-2"
            rows={2}
            value={codes}
            onChange={(e) => setCodes(e.target.value)}
            placeholder="AGT000012, AGT000013"
          />
          {codes.trim() && (
            <PdfDownloadButton
              document="Kartu Anggota Pilihan"
              contract={memberCardsPdfContract}
              paper={paper}
              request={{ query: { group: 'codes', codes } }}
              className="btn btn-primary btn-sm"
            />
          )}
        </div>
      </div>
    </div>
  );
}

function Labels({ paper }: { paper: Paper }) {
  const [barcodes, setBarcodes] = useState('');
  const [from, setFrom] = useState(`${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today());
  return (
    <div className="row g-3">
      <div className="col-md-6">
        <div className="border rounded p-3 h-100">
          <h2 className="h6">Eksemplar baru menurut tanggal masuk</h2>
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label htmlFor="label-dari" className="form-label small">
                Dari tanggal
              </label>
              <input id="label-dari" type="date" className="form-control" value={from} onChange={(e) => setFrom(e.target.value)} />
            </div>
            <div className="col-6">
              <label htmlFor="label-sampai" className="form-label small">
                Sampai tanggal
              </label>
              <input id="label-sampai" type="date" className="form-control" value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
          </div>
          <PdfDownloadButton
            document="Label Eksemplar Baru"
            contract={spineLabelsPdfContract}
            paper={paper}
            request={{ query: { from, to } }}
            className="btn btn-primary btn-sm"
          />
        </div>
      </div>
      <div className="col-md-6">
        <div className="border rounded p-3 h-100">
          <h2 className="h6">Eksemplar tertentu</h2>
          <label htmlFor="kode-label" className="form-label small">
            Kode eksemplar (pindai satu per satu atau pisahkan dengan koma)
          </label>
          <textarea
            id="kode-label"
            className="form-control mb-2"
            rows={3}
            value={barcodes}
            onChange={(e) => setBarcodes(e.target.value)}
            placeholder="B00001, B00002"
          />
          {barcodes.trim() && (
            <PdfDownloadButton
              document="Label Eksemplar Pilihan"
              contract={spineLabelsPdfContract}
              paper={paper}
              request={{ query: { barcodes } }}
              className="btn btn-primary btn-sm"
            />
          )}
        </div>
      </div>
    </div>
  );
}
