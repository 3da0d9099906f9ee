/** The counts every recap shows, as one table row per line (a period's pathway, or a school). */
import type { ReactNode } from 'react';

export interface RecapCounts {
  quota: number;
  applicants: number;
  verified: number;
  rejected: number;
  accepted: number;
  reregistered: number;
}

export function RecapTable({
  caption,
  rows,
  totals,
}: {
  caption: string;
  rows: { key: string | number; label: ReactNode; counts: RecapCounts }[];
  totals: RecapCounts;
}) {
  const cells = (c: RecapCounts) => (
    <>
      <td>{c.quota}</td>
      <td>{c.applicants}</td>
      <td>{c.verified}</td>
      <td>{c.rejected}</td>
      <td>{c.accepted}</td>
      <td>{c.reregistered}</td>
      <td>{c.quota ? `${Math.round((c.accepted * 100) / c.quota)}%` : '–'}</td>
    </>
  );
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nama</th>
            <th scope="col">Kuota</th>
            <th scope="col">Pendaftar</th>
            <th scope="col">Terverifikasi</th>
            <th scope="col">Ditolak</th>
            <th scope="col">Diterima</th>
            <th scope="col">Daftar ulang</th>
            <th scope="col">Keterisian</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {cells(r.counts)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Jumlah</th>
            {cells(totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
