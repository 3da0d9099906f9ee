/** /ppdb_setting_detail/:id/:ppdb_activity_id: one step of the intake's schedule, its dates and what it is for. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getSettingContract, saveActivityContract } from '../../../shared/api/ppdb/settings.ts';
import { ACTIVITY_KINDS, ACTIVITY_LABELS, type ActivityKind } from '../../../shared/ppdb/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, FieldError, longDate, routeTo } from './ui.tsx';

export default function ActivityScreen() {
  const params = useParams();
  const id = Number(params.id);
  const activityId = Number(params.ppdb_activity_id);
  const result = useApiData(() => call(getSettingContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat kegiatan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const activity = result.data.activities.find((a) => a.id === activityId);
  const back = (
    <Link to={routeTo('ppdb_setting_detail', { id })} className="small">
      ← {result.data.name}
    </Link>
  );
  if (!activity)
    return (
      <section>
        {back}
        <p className="mt-2">Kegiatan tidak ditemukan.</p>
      </section>
    );
  return (
    <section>
      {back}
      <h1 className="h4 mt-2">{activity.name}</h1>
      <p className="text-body-secondary">
        {ACTIVITY_LABELS[activity.kind as ActivityKind]} · {longDate(activity.starts)} – {longDate(activity.ends)}
      </p>
      {activity.description && <p>{activity.description}</p>}
      {result.data.canEdit && <ActivityForm settingId={id} activity={activity} onSaved={result.retry} />}
      <h2 className="h6 mt-3">Gelombang pada PPDB ini</h2>
      <ul>
        {result.data.periods.map((p) => (
          <li key={p.id}>
            <Link to={routeTo('ppdb_period_detail', { id: p.id })}>{p.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Activity = { id: number; kind: string; name: string; starts: string; ends: string; description: string | null };

function ActivityForm({ settingId, activity, onSaved }: { settingId: number; activity: Activity; onSaved: () => void }) {
  const [v, setV] = useState({ ...activity, description: activity.description ?? '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    const input = { kind: v.kind as ActivityKind, name: v.name, starts: v.starts, ends: v.ends, description: v.description };
    if (await act(() => call(saveActivityContract, { params: { id: settingId, activityId: activity.id }, input }), 'Kegiatan tersimpan', setErrors)) onSaved();
  };
  return (
    <form
      className="card card-body"
      aria-label="Ubah kegiatan"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="row g-2">
        <div className="col-md-6">
          <label className="form-label" htmlFor="act-name">
            Nama kegiatan
          </label>
          <input id="act-name" className="form-control" value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} />
          <FieldError errors={errors} name="name" />
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="act-kind">
            Jenis
          </label>
          <select id="act-kind" className="form-select" value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value })}>
            {ACTIVITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {ACTIVITY_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor="act-starts">
            Mulai
          </label>
          <input id="act-starts" type="date" className="form-control" value={v.starts} onChange={(e) => setV({ ...v, starts: e.target.value })} />
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor="act-ends">
            Selesai
          </label>
          <input id="act-ends" type="date" className="form-control" value={v.ends} onChange={(e) => setV({ ...v, ends: e.target.value })} />
          <FieldError errors={errors} name="ends" />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor="act-desc">
            Keterangan
          </label>
          <textarea id="act-desc" className="form-control" rows={3} value={v.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
        </div>
      </div>
      <div className="mt-2">
        <button className="btn btn-primary" type="submit">
          Simpan kegiatan
        </button>
      </div>
    </form>
  );
}
