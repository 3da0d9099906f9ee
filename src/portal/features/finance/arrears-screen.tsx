/**
 * /finance/student_arrears_report (and /finance_report_arrears, /print_arrears_data): arrears per student up to a
 * month, by rombel; a WhatsApp reminder to the guardians and the printable arrears letter for the chosen students.
 * /finance/student_arrears_report_sum shows the per-rombel summary only.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { arrearsLetterContract, billingSetupContract, listArrearsContract, remindArrearsContract } from '../../../shared/api/finance/billing.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, periodLabel, routeTo, rupiah, todayIso } from './ui.ts';

export default function ArrearsScreen() {
  const summaryOnly = useLocation().pathname.endsWith('_sum');
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [sectionId, setSection] = useState<number | undefined>(undefined);
  const [chosen, setChosen] = useState<number[]>([]);
  const [paper, setPaper] = useState<Paper>('A4');
  const setup = useApiData(() => call(billingSetupContract, {}));
  const result = useApiData(() => call(listArrearsContract, { input: { month, sectionId } }));
  const reload = () => {
    setChosen([]);
    result.retry();
  };
  const remind = async () => {
    let message = '';
    if (
      await act(async () => {
        message = (await call(remindArrearsContract, { input: { studentIds: chosen, month } })).message;
      }, 'Pengingat dikirim')
    )
      void import('sweetalert2').then(({ default: Swal }) => Swal.fire({ icon: 'success', title: 'Pengingat WhatsApp', text: message }));
  };
  return (
    <section>
      <h1 className="h4">{summaryOnly ? 'Rekap Tunggakan Siswa' : 'Laporan Tunggakan Siswa'}</h1>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="ar-month">
            Sampai bulan
          </label>
          <input
            id="ar-month"
            type="month"
            className="form-control form-control-sm"
            value={month}
            onChange={(e) => {
              if (e.target.value) {
                setMonth(e.target.value);
                reload();
              }
            }}
          />
        </div>
        <div>
          <label className="form-label small" htmlFor="ar-section">
            Rombel
          </label>
          <select
            id="ar-section"
            className="form-select form-select-sm"
            value={sectionId ?? ''}
            onChange={(e) => {
              setSection(Number(e.target.value) || undefined);
              reload();
            }}
          >
            <option value="">Semua</option>
            {setup.state === 'ready' &&
              setup.data.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Menghitung tunggakan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p>
            Tunggakan sampai {periodLabel(result.data.month)}: <strong>{rupiah(result.data.total)}</strong> dari {result.data.data.length} siswa.
          </p>
          <div className="table-responsive mb-3">
            <table className="table table-sm">
              <caption>Per rombel</caption>
              <thead>
                <tr>
                  <th>Rombel</th>
                  <th className="text-end">Siswa</th>
                  <th className="text-end">Tunggakan</th>
                </tr>
              </thead>
              <tbody>
                {result.data.sections.map((s) => (
                  <tr key={String(s.sectionId)}>
                    <td>{s.section}</td>
                    <td className="text-end">{s.students}</td>
                    <td className="text-end">{rupiah(s.owed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!summaryOnly && (
            <>
              <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => setChosen(chosen.length ? [] : result.data.data.map((r) => r.studentId))}
                >
                  {chosen.length ? 'Batalkan pilihan' : 'Pilih semua'}
                </button>
                <button type="button" className="btn btn-sm btn-success" disabled={!chosen.length} onClick={() => void remind()}>
                  Kirim pengingat WhatsApp ({chosen.length})
                </button>
                <PaperSelect value={paper} onChange={setPaper} />
                {chosen.length > 0 && (
                  <PdfDownloadButton
                    document="Surat Tunggakan"
                    contract={arrearsLetterContract}
                    paper={paper}
                    request={{ query: { studentIds: chosen.join(','), month } }}
                  />
                )}
              </div>
              <ul className="list-group">
                {result.data.data.map((r) => (
                  <li key={r.studentId} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                    <input
                      type="checkbox"
                      className="form-check-input"
                      id={`ar-${r.studentId}`}
                      checked={chosen.includes(r.studentId)}
                      onChange={(e) => setChosen(e.target.checked ? [...chosen, r.studentId] : chosen.filter((x) => x !== r.studentId))}
                    />
                    <label htmlFor={`ar-${r.studentId}`} className="me-auto">
                      <strong>{r.fullName}</strong>
                      <span className="small text-body-secondary d-block">
                        {r.section} · {r.invoices} tagihan{r.oldest ? ` sejak ${periodLabel(r.oldest)}` : ''}
                      </span>
                    </label>
                    <span className="fw-semibold">{rupiah(r.owed)}</span>
                    <Link
                      className="btn btn-sm btn-outline-primary"
                      to={`${routeTo('financial_payment')}?student=${r.studentId}`}
                      aria-label={`Bayar ${r.fullName}`}
                    >
                      Bayar
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
