/**
 * /employee_appendix: the employees' appendices (SK, certificates, diplomas); /employee_appendix_add and
 * /employee_appendix_edit?id= the form, with the file through the one upload path (kind employee_document).
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import { deleteAppendixContract, listAppendicesContract, listEmployeesContract, saveAppendixContract } from '../../../shared/api/staff/employees.ts';
import { fileUrl } from '../../../shared/files/file-kinds.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { privateFileUrl } from '../../lib/upload.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.ts';

type Appendix = Awaited<ReturnType<typeof call<typeof listAppendicesContract>>>['data'][number];
const KINDS = ['SK', 'Sertifikat', 'Ijazah', 'Lainnya'] as const;
const open = (id: string) => void privateFileUrl(fileUrl(id)).then((u) => window.open(u, '_blank'));

export default function AppendicesScreen() {
  const name = useCurrentRoute()?.name;
  const [search] = useSearchParams();
  const result = useApiData(() => call(listAppendicesContract));
  if (result.state === 'loading') return <Loading label="Memuat lampiran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  if (name === 'employee_appendix_add' || name === 'employee_appendix_edit') {
    const editing = result.data.data.find((a) => a.id === Number(search.get('id')));
    return <AppendixForm appendix={name === 'employee_appendix_edit' ? (editing ?? null) : null} person={Number(search.get('pegawai')) || null} />;
  }
  const remove = async (a: Appendix) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: 'Hapus lampiran?',
      text: a.title,
      showCancelButton: true,
      confirmButtonText: 'Hapus',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(deleteAppendixContract, { params: { id: a.id } }), 'Lampiran dihapus'))) result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 className="h4 mb-0 me-auto">Lampiran Pegawai</h1>
        {result.data.canEdit && (
          <Link className="btn btn-primary" to={routeTo('employee_appendix_add')}>
            Tambah lampiran
          </Link>
        )}
      </div>
      {result.data.data.length === 0 && <p>Belum ada lampiran.</p>}
      <ul className="list-group">
        {result.data.data.map((a) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={a.id}>
            <div className="me-auto">
              <strong>{a.fullName}</strong>
              <div className="small">
                {a.kind}: {a.title}
                {a.documentNumber ? ` · ${a.documentNumber}` : ''}
                {a.documentDate ? ` · ${a.documentDate}` : ''}
              </div>
            </div>
            {a.fileId && (
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => open(a.fileId!)}>
                Lihat berkas<span className="visually-hidden"> {a.title}</span>
              </button>
            )}
            {result.data.canEdit && (
              <Link className="btn btn-sm btn-outline-primary" to={`${routeTo('employee_appendix_edit')}?id=${a.id}`} aria-label={`Ubah ${a.title}`}>
                Ubah
              </Link>
            )}
            {result.data.canEdit && (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(a)}>
                Hapus<span className="visually-hidden"> {a.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppendixForm({ appendix, person }: { appendix: Appendix | null; person: number | null }) {
  const navigate = useNavigate();
  const people = useApiData(() => call(listEmployeesContract, { input: {} }));
  const [v, setV] = useState({
    userId: String(appendix?.userId ?? person ?? ''),
    kind: appendix?.kind ?? 'SK',
    title: appendix?.title ?? '',
    documentNumber: appendix?.documentNumber ?? '',
    documentDate: appendix?.documentDate ?? '',
    fileId: appendix?.fileId ?? '',
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    const input = { ...(appendix ? { id: appendix.id } : {}), ...v, userId: Number(v.userId), kind: v.kind as (typeof KINDS)[number] };
    if (await act(() => call(saveAppendixContract, { input }), 'Lampiran tersimpan', setErrors)) navigate(routeTo('employee_appendix'));
  };
  const err = (name: string) => errors[name] && <div className="text-danger small">{errors[name].join(' ')}</div>;
  return (
    <section>
      <Link to={routeTo('employee_appendix')} className="small">
        ← Lampiran Pegawai
      </Link>
      <h1 className="h4 mt-2">{appendix ? 'Ubah Lampiran' : 'Tambah Lampiran'}</h1>
      <form
        className="row g-2"
        aria-label="Lampiran pegawai"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="col-md-6">
          <label className="form-label" htmlFor="app-user">
            Pegawai
          </label>
          <select id="app-user" className="form-select" value={v.userId} onChange={(e) => setV({ ...v, userId: e.target.value })}>
            <option value="">Pilih pegawai</option>
            {people.state === 'ready' &&
              people.data.data.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {p.fullName}
                </option>
              ))}
          </select>
          {err('userId')}
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="app-kind">
            Jenis lampiran
          </label>
          <select id="app-kind" className="form-select" value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value })}>
            {KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="app-title">
            Judul
          </label>
          <input id="app-title" className="form-control" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
          {err('title')}
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="app-number">
            Nomor dokumen
          </label>
          <input id="app-number" className="form-control" value={v.documentNumber} onChange={(e) => setV({ ...v, documentNumber: e.target.value })} />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="app-date">
            Tanggal dokumen
          </label>
          <input id="app-date" type="date" className="form-control" value={v.documentDate} onChange={(e) => setV({ ...v, documentDate: e.target.value })} />
        </div>
        <div className="col-12">
          <FileUpload<{ id: string }>
            label="Berkas lampiran (PDF/JPG/PNG)"
            kind="employee_document"
            onUploaded={(f) => setV((x) => ({ ...x, fileId: f.id }))}
          />
          {v.fileId && <p className="small mb-0">Berkas terpasang.</p>}
          {err('fileId')}
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            Simpan lampiran
          </button>
        </div>
      </form>
    </section>
  );
}
