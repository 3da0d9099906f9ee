/**
 * /ppdb_reduction_costs: the reductions of the school's PPDB costs (a percentage or an amount, for one pathway or
 * all) with what each leaves to pay; /ppdb_reduction_costs/:id opens one to change it.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { deleteReductionContract, listReductionsContract, saveReductionContract } from '../../../shared/api/ppdb/settings.ts';
import { PPDB_PATHWAYS, PPDB_PATHWAY_LABELS, isPathway, type PpdbPathway } from '../../../shared/ppdb/pathways.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, FieldError, routeTo, rupiah } from './ui.tsx';

type Data = Awaited<ReturnType<typeof call<typeof listReductionsContract>>>;
type Reduction = Data['data'][number];

const leaves = (r: Reduction, total: number) => Math.max(0, total - (r.percent !== null ? Math.round((total * r.percent) / 100) : (r.amount ?? 0)));

export default function ReductionsScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const result = useApiData(() => call(listReductionsContract));
  if (result.state === 'loading') return <Loading label="Memuat potongan biaya…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, settings, canEdit } = result.data;
  const selected = params.id ? data.find((r) => r.id === Number(params.id)) : undefined;
  if (params.id) {
    return (
      <section>
        <Link to={routeTo('ppdb_reduction_costs')} className="small">
          ← Potongan Biaya PPDB
        </Link>
        <h1 className="h4 mt-2">{selected ? selected.name : 'Potongan tidak ditemukan'}</h1>
        {selected && <Summary r={selected} total={settings.find((s) => s.id === selected.settingId)?.costTotal ?? 0} />}
        {selected && canEdit && <ReductionForm data={result.data} reduction={selected} onSaved={result.retry} />}
        {selected && canEdit && (
          <button type="button" className="btn btn-outline-danger mt-2" onClick={() => void remove(selected, () => navigate(routeTo('ppdb_reduction_costs')))}>
            Hapus potongan
          </button>
        )}
      </section>
    );
  }
  return (
    <section>
      <h1 className="h4">Potongan Biaya PPDB</h1>
      <p className="text-body-secondary">Potongan biaya daftar ulang per jalur, misalnya untuk keluarga pemegang KIP atau juara lomba.</p>
      {data.length === 0 && <p>Belum ada potongan biaya.</p>}
      <ul className="list-group mb-3">
        {data.map((r) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={r.id}>
            <div className="me-auto">
              <strong>{r.name}</strong>
              <div className="small">
                {r.settingName} · {r.pathway && isPathway(r.pathway) ? `jalur ${PPDB_PATHWAY_LABELS[r.pathway]}` : 'semua jalur'} ·{' '}
                {r.percent !== null ? `${r.percent}%` : rupiah(r.amount ?? 0)}
              </div>
            </div>
            <Link className="btn btn-sm btn-outline-secondary" to={routeTo('ppdb_reduction_costs_1', { id: r.id })} aria-label={`Detail ${r.name}`}>
              Detail
            </Link>
          </li>
        ))}
      </ul>
      {canEdit && settings.length > 0 && (
        <>
          <h2 className="h6">Tambah potongan</h2>
          <ReductionForm data={result.data} reduction={null} onSaved={result.retry} />
        </>
      )}
    </section>
  );
}

async function remove(r: Reduction, then: () => void) {
  const sure = await Swal.fire({
    icon: 'warning',
    title: 'Hapus potongan?',
    text: r.name,
    showCancelButton: true,
    confirmButtonText: 'Hapus',
    cancelButtonText: 'Batal',
  });
  if (sure.isConfirmed && (await act(() => call(deleteReductionContract, { params: { id: r.id } }), 'Potongan dihapus'))) then();
}

function Summary({ r, total }: { r: Reduction; total: number }) {
  return (
    <dl className="row">
      <dt className="col-sm-4">PPDB</dt>
      <dd className="col-sm-8">{r.settingName}</dd>
      <dt className="col-sm-4">Jalur</dt>
      <dd className="col-sm-8">{r.pathway && isPathway(r.pathway) ? PPDB_PATHWAY_LABELS[r.pathway] : 'Semua jalur'}</dd>
      <dt className="col-sm-4">Potongan</dt>
      <dd className="col-sm-8">{r.percent !== null ? `${r.percent}%` : rupiah(r.amount ?? 0)}</dd>
      <dt className="col-sm-4">Biaya daftar ulang</dt>
      <dd className="col-sm-8">
        {rupiah(total)} menjadi <strong>{rupiah(leaves(r, total))}</strong>
      </dd>
      {r.description && (
        <>
          <dt className="col-sm-4">Keterangan</dt>
          <dd className="col-sm-8">{r.description}</dd>
        </>
      )}
    </dl>
  );
}

function ReductionForm({ data, reduction, onSaved }: { data: Data; reduction: Reduction | null; onSaved: () => void }) {
  const [v, setV] = useState({
    settingId: String(reduction?.settingId ?? data.settings.at(-1)?.id ?? ''),
    name: reduction?.name ?? '',
    pathway: reduction?.pathway ?? '',
    kind: reduction?.amount !== null && reduction ? 'amount' : 'percent',
    value: String(reduction?.percent ?? reduction?.amount ?? ''),
    description: reduction?.description ?? '',
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    const input = {
      ...(reduction ? { id: reduction.id } : {}),
      settingId: Number(v.settingId),
      name: v.name,
      pathway: (v.pathway || null) as PpdbPathway | null,
      percent: v.kind === 'percent' ? Number(v.value) : null,
      amount: v.kind === 'amount' ? Number(v.value) : null,
      description: v.description,
    };
    if (await act(() => call(saveReductionContract, { input }), 'Potongan tersimpan', setErrors)) {
      if (!reduction) setV({ ...v, name: '', value: '', description: '' });
      onSaved();
    }
  };
  return (
    <form
      className="card card-body"
      aria-label={reduction ? 'Ubah potongan' : 'Potongan baru'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="row g-2">
        <div className="col-md-6">
          <label className="form-label" htmlFor="red-setting">
            PPDB
          </label>
          <select id="red-setting" className="form-select" value={v.settingId} onChange={(e) => setV({ ...v, settingId: e.target.value })}>
            {data.settings.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="red-name">
            Nama potongan
          </label>
          <input id="red-name" className="form-control" value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} />
          <FieldError errors={errors} name="name" />
        </div>
        <div className="col-md-4">
          <label className="form-label" htmlFor="red-pathway">
            Jalur
          </label>
          <select id="red-pathway" className="form-select" value={v.pathway} onChange={(e) => setV({ ...v, pathway: e.target.value })}>
            <option value="">Semua jalur</option>
            {PPDB_PATHWAYS.map((p) => (
              <option key={p} value={p}>
                {PPDB_PATHWAY_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4">
          <label className="form-label" htmlFor="red-kind">
            Bentuk
          </label>
          <select id="red-kind" className="form-select" value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value })}>
            <option value="percent">Persen</option>
            <option value="amount">Nominal (Rp)</option>
          </select>
        </div>
        <div className="col-6 col-md-4">
          <label className="form-label" htmlFor="red-value">
            {v.kind === 'percent' ? 'Persen' : 'Nominal (Rp)'}
          </label>
          <input
            id="red-value"
            type="number"
            min={0}
            inputMode="numeric"
            className="form-control"
            value={v.value}
            onChange={(e) => setV({ ...v, value: e.target.value })}
          />
          <FieldError errors={errors} name={v.kind === 'percent' ? 'percent' : 'amount'} />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor="red-desc">
            Keterangan
          </label>
          <input id="red-desc" className="form-control" value={v.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
        </div>
      </div>
      <div className="mt-2">
        <button className="btn btn-primary" type="submit">
          Simpan potongan
        </button>
      </div>
    </form>
  );
}
