/**
 * /ppdb_period_detail/:id (and .../:ppdb_group_period_id/:ppdb_activity_id, one pathway at one step of the
 * schedule): the period's applicants with search and filters, ranked per pathway; the PPDB staff open a dossier,
 * run the ranking and announce the results.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { announcePeriodContract, listApplicantsContract, rankPeriodContract } from '../../../shared/api/ppdb/applicants.ts';
import { getPeriodContract } from '../../../shared/api/ppdb/settings.ts';
import { PPDB_PATHWAY_LABELS, RANKING_RULE, isPathway } from '../../../shared/ppdb/pathways.ts';
import { APPLICANT_STATUSES, STATUS_LABELS, type ApplicantStatus } from '../../../shared/ppdb/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { DossierPanel } from './dossier-panel.tsx';
import { act, longDate, routeTo } from './ui.tsx';

const BADGE: Record<string, string> = {
  submitted: 'text-bg-light border',
  verified: 'text-bg-info',
  rejected: 'text-bg-danger',
  accepted: 'text-bg-success',
  not_accepted: 'text-bg-secondary',
  reregistered: 'text-bg-primary',
};

export default function ApplicantsScreen() {
  const params = useParams();
  const id = Number(params.id);
  const period = useApiData(() => call(getPeriodContract, { params: { id } }));
  if (period.state === 'loading') return <Loading label="Memuat gelombang…" />;
  if (period.state === 'failed') return <LoadFailed message={period.message} onRetry={period.retry} />;
  const p = period.data;
  const group = params.ppdb_group_period_id ? p.pathways.find((w) => w.id === Number(params.ppdb_group_period_id)) : undefined;
  const activity = params.ppdb_activity_id ? p.activities.find((a) => a.id === Number(params.ppdb_activity_id)) : undefined;
  return (
    <section>
      <Link to={routeTo('ppdb_setting_period')} className="small">
        ← Periode PPDB
      </Link>
      <h1 className="h4 mt-2">
        {p.name} · TA {p.academicYear}
        {group ? ` · Jalur ${group.label}` : ''}
      </h1>
      <p className="text-body-secondary mb-2">
        {longDate(p.opens)} – {longDate(p.closes)}
        {activity ? ` · ${activity.name} (${longDate(activity.starts)} – ${longDate(activity.ends)})` : ''}
        {p.announcedAt ? ' · Hasil sudah diumumkan' : ''}
      </p>
      <div className="row g-2 mb-3">
        {p.pathways.map((w) => (
          <div className="col-6 col-md" key={w.id}>
            <div className={`border rounded p-2 h-100 ${group?.id === w.id ? 'border-primary' : ''}`}>
              <div className="small fw-semibold">{w.label}</div>
              <div className="small">
                Diterima {w.accepted}/{w.quota}
              </div>
              <div className="small text-body-secondary">
                {w.applicants} pendaftar · {w.verified} terverifikasi
              </div>
              <Link
                className="small"
                to={routeTo('ppdb_period_detail_3', {
                  id,
                  ppdb_group_period_id: w.id,
                  ppdb_activity_id: activity?.id ?? p.activities.find((a) => a.kind === 'selection')?.id ?? 0,
                })}
                aria-label={`Peringkat jalur ${w.label}`}
              >
                Peringkat
              </Link>
            </div>
          </div>
        ))}
      </div>
      {group && isPathway(group.pathway) && (
        <p className="small">
          Urutan jalur {group.label}: {RANKING_RULE[group.pathway]}
        </p>
      )}
      {p.canEdit && <PeriodActions periodId={id} announced={!!p.announcedAt} onDone={period.retry} />}
      <ApplicantList key={`${group?.pathway ?? ''}${p.announcedAt ?? ''}`} periodId={id} pathway={group?.pathway} onChanged={period.retry} />
    </section>
  );
}

function PeriodActions({ periodId, announced, onDone }: { periodId: number; announced: boolean; onDone: () => void }) {
  const rank = async () => {
    if (await act(() => call(rankPeriodContract, { params: { id: periodId } }), 'Pemeringkatan selesai')) onDone();
  };
  const announce = async () => {
    const sure = await Swal.fire({
      icon: 'question',
      title: 'Umumkan hasil seleksi?',
      text: 'Hasil tampil di halaman cek pendaftaran dan keluarga diberi tahu lewat WhatsApp/email. Pemeringkatan tidak dapat diulang.',
      showCancelButton: true,
      confirmButtonText: 'Umumkan',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(announcePeriodContract, { params: { id: periodId } }), 'Hasil diumumkan'))) onDone();
  };
  if (announced) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <button type="button" className="btn btn-outline-primary" onClick={() => void rank()}>
        Jalankan pemeringkatan
      </button>
      <button type="button" className="btn btn-primary" onClick={() => void announce()}>
        Umumkan hasil
      </button>
    </div>
  );
}

function ApplicantList({ periodId, pathway, onChanged }: { periodId: number; pathway?: string; onChanged: () => void }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState({ q: '', status: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useApiData(() =>
    call(listApplicantsContract, {
      params: { id: periodId },
      input: { q: query.q || undefined, status: (query.status || undefined) as ApplicantStatus | undefined, pathway: pathway as never, page: query.page },
    }),
  );
  const search = (next: Partial<typeof query>) => {
    setQuery({ q, status, page, ...next });
    list.retry();
  };
  return (
    <div>
      <form
        className="row g-2 mb-2"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          search({ page: 1 });
        }}
      >
        <div className="col-12 col-md-6">
          <label className="visually-hidden" htmlFor="cari-pendaftar">
            Cari pendaftar
          </label>
          <input
            id="cari-pendaftar"
            className="form-control"
            placeholder="Nama, nomor pendaftaran atau asal sekolah"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="col-8 col-md-4">
          <label className="visually-hidden" htmlFor="status-pendaftar">
            Status
          </label>
          <select id="status-pendaftar" className="form-select" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Semua status</option>
            {APPLICANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4 col-md-2">
          <button className="btn btn-outline-secondary w-100" type="submit">
            Cari
          </button>
        </div>
      </form>
      {list.state === 'loading' && <Loading label="Memuat pendaftar…" />}
      {list.state === 'failed' && <LoadFailed message={list.message} onRetry={list.retry} />}
      {list.state === 'ready' && (
        <>
          <p className="small text-body-secondary">{list.data.total} pendaftar</p>
          {list.data.data.length === 0 && <p>Belum ada pendaftar yang cocok.</p>}
          <ul className="list-group mb-2">
            {list.data.data.map((a) => (
              <li className="list-group-item" key={a.id}>
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <div className="me-auto">
                    <strong>{a.fullName}</strong>{' '}
                    <span className={`badge ${BADGE[a.status] ?? ''}`}>{STATUS_LABELS[a.status as ApplicantStatus] ?? a.status}</span>
                    {a.overQuota && <span className="badge text-bg-warning ms-1">di luar kuota</span>}
                    <div className="small text-body-secondary">
                      {a.registrationNumber} · {isPathway(a.pathway) ? PPDB_PATHWAY_LABELS[a.pathway] : a.pathway}
                      {a.rank ? ` · peringkat ${a.rank}` : ''}
                      {a.reportAverage !== null ? ` · nilai ${a.reportAverage + a.achievementPoints}` : ''}
                      {a.distanceMeters !== null ? ` · ${a.distanceMeters} m` : ''}
                      {a.previousSchool ? ` · ${a.previousSchool}` : ''}
                    </div>
                  </div>
                  {list.data.canAct && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-expanded={open === a.id}
                      onClick={() => setOpen(open === a.id ? null : a.id)}
                      aria-label={`Berkas ${a.fullName}`}
                    >
                      Berkas
                    </button>
                  )}
                </div>
                {open === a.id && (
                  <DossierPanel
                    applicantId={a.id}
                    onChanged={() => {
                      list.retry();
                      onChanged();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
          {list.data.total > list.data.perPage && (
            <nav className="d-flex gap-2" aria-label="Halaman pendaftar">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={query.page <= 1}
                onClick={() => {
                  setPage(query.page - 1);
                  search({ page: query.page - 1 });
                }}
              >
                Sebelumnya
              </button>
              <span className="small align-self-center">
                Halaman {query.page} dari {Math.ceil(list.data.total / list.data.perPage)}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={query.page * list.data.perPage >= list.data.total}
                onClick={() => {
                  setPage(query.page + 1);
                  search({ page: query.page + 1 });
                }}
              >
                Berikutnya
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
