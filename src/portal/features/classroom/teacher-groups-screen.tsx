/**
 * /teacher_group: the school's teacher groups (MGMP, KKG, teams); the office forms one. /teacher_group_data?id= is
 * one group: members (kept by its coordinator) and the journal of its meetings; without an id, the groups one is in.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  addActivityContract,
  createGroupContract,
  getGroupContract,
  listGroupsContract,
  setMembersContract,
} from '../../../shared/api/classroom/teacher-groups.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { GROUP_KINDS } from '../../../shared/classroom/school-life.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, Input, Select, TextArea, todayInput, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type List = OutputOf<typeof listGroupsContract>;
type Group = OutputOf<typeof getGroupContract>;

export default function TeacherGroupsScreen() {
  const [search] = useSearchParams();
  const data = useCurrentRoute()?.name === 'teacher_group_data';
  const id = Number(search.get('id'));
  if (data && id > 0) return <GroupDetail key={id} id={id} />;
  return <GroupList mineOnly={data} />;
}

function GroupList({ mineOnly }: { mineOnly: boolean }) {
  const result = useApiData(() => call(listGroupsContract));
  if (result.state === 'loading') return <Loading label="Memuat kelompok guru…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const list = result.data;
  const groups = mineOnly ? list.data.filter((g) => g.mine) : list.data;
  return (
    <section>
      <h1 className="h4">{mineOnly ? 'Kelompok Saya' : 'Kelompok Guru'}</h1>
      {!mineOnly && list.canManage && <GroupForm list={list} onDone={result.retry} />}
      {groups.length === 0 && <p>{mineOnly ? 'Anda belum tergabung dalam kelompok guru.' : 'Belum ada kelompok guru.'}</p>}
      <div className="row g-2">
        {groups.map((g) => (
          <div className="col-12 col-md-6 col-xl-4" key={g.id}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6 mb-1">
                  <Link to={`${routeTo('teacher_group_data')}?id=${g.id}`}>{g.name}</Link>
                </h2>
                <div className="small">
                  {g.kind}
                  {g.courseName ? ` · ${g.courseName}` : ''} · koordinator {g.coordinatorName ?? '-'}
                </div>
                <div className="small text-body-secondary">
                  {g.members} anggota · {g.activities} kegiatan{g.lastActivity ? ` · terakhir ${dayLabel(g.lastActivity)}` : ''}
                </div>
                {g.mine && <span className="badge text-bg-info mt-1">Anggota</span>}
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function GroupForm({ list, onDone }: { list: List; onDone: () => void }) {
  const [v, setV] = useState({ name: '', kind: 'MGMP', courseId: '', coordinatorId: '', description: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    const input = {
      name: v.name,
      kind: v.kind as 'MGMP',
      courseId: v.courseId ? Number(v.courseId) : null,
      coordinatorId: v.coordinatorId ? Number(v.coordinatorId) : null,
      description: v.description || null,
    };
    if (
      await submit(
        () => call(createGroupContract, { input }),
        (a) => `Kelompok dibentuk dengan ${a.members} anggota`,
      )
    ) {
      setV({ ...v, name: '', description: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Bentuk kelompok" label="Bentuk kelompok guru" onSubmit={() => void send()} busy={busy} button="Simpan">
      <Input
        label="Nama kelompok"
        name="name"
        value={v.name}
        onChange={(name) => setV({ ...v, name })}
        errors={errors}
        className="col-md-5"
        placeholder="MGMP Matematika"
      />
      <Select
        label="Jenis"
        name="kind"
        value={v.kind}
        onChange={(kind) => setV({ ...v, kind })}
        errors={errors}
        options={GROUP_KINDS.map((k) => [k, k] as const)}
        className="col-md-2"
      />
      <Select
        label="Mata pelajaran"
        name="courseId"
        value={v.courseId}
        onChange={(courseId) => setV({ ...v, courseId })}
        errors={errors}
        options={list.courses.map((c) => [String(c.id), c.name] as const)}
        empty="(tidak ada)"
        className="col-md-5"
      />
      <Select
        label="Koordinator"
        name="coordinatorId"
        value={v.coordinatorId}
        onChange={(coordinatorId) => setV({ ...v, coordinatorId })}
        errors={errors}
        options={list.teachers.map((c) => [String(c.id), c.name] as const)}
        empty="(belum ada)"
        className="col-md-6"
      />
      <Input
        label="Keterangan"
        name="description"
        value={v.description}
        onChange={(description) => setV({ ...v, description })}
        errors={errors}
        className="col-md-6"
      />
      <p className="small text-body-secondary mb-0">MGMP dengan mata pelajaran langsung beranggotakan guru yang mengajarkannya tahun ini.</p>
    </FormCard>
  );
}

function GroupDetail({ id }: { id: number }) {
  const result = useApiData(() => call(getGroupContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat kelompok…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const g = result.data;
  return (
    <section>
      <Link to={routeTo('teacher_group')} className="small">
        ← Kelompok Guru
      </Link>
      <h1 className="h4 mt-2">{g.name}</h1>
      <p className="small text-body-secondary">
        {g.kind}
        {g.courseName ? ` · ${g.courseName}` : ''} · koordinator {g.coordinatorName ?? '-'}
        {g.description ? ` · ${g.description}` : ''}
      </p>
      {(g.canKeep || g.mine) && <ActivityForm id={id} onDone={result.retry} />}
      <h2 className="h5">Kegiatan</h2>
      {g.activityList.length === 0 && <p className="text-body-secondary">Belum ada kegiatan tercatat.</p>}
      <ul className="list-group mb-3">
        {g.activityList.map((a) => (
          <li className="list-group-item" key={a.id}>
            <div className="fw-semibold">
              {dayLabel(a.activityDate)} · {a.topic}
            </div>
            {a.notes && <div style={{ whiteSpace: 'pre-wrap' }}>{a.notes}</div>}
            <div className="small text-body-secondary">dicatat {a.createdByName}</div>
          </li>
        ))}
      </ul>
      <h2 className="h5">Anggota ({g.memberList.length})</h2>
      {g.canKeep ? (
        <Members g={g} onDone={result.retry} />
      ) : (
        <ul>
          {g.memberList.map((m) => (
            <li key={m.id}>{m.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [v, setV] = useState({ activityDate: todayInput(), topic: '', notes: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (
      await submit(
        () => call(addActivityContract, { params: { id }, input: { activityDate: v.activityDate, topic: v.topic, notes: v.notes || null } }),
        'Kegiatan tercatat',
      )
    ) {
      setV({ ...v, topic: '', notes: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Catat kegiatan" label="Catat kegiatan kelompok" onSubmit={() => void send()} busy={busy} button="Simpan kegiatan">
      <Input
        label="Tanggal"
        name="activityDate"
        type="date"
        value={v.activityDate}
        onChange={(activityDate) => setV({ ...v, activityDate })}
        errors={errors}
        className="col-md-4"
      />
      <Input label="Topik" name="topic" value={v.topic} onChange={(topic) => setV({ ...v, topic })} errors={errors} className="col-md-8" />
      <TextArea label="Hasil/catatan" name="notes" value={v.notes} onChange={(notes) => setV({ ...v, notes })} errors={errors} />
    </FormCard>
  );
}

function Members({ g, onDone }: { g: Group; onDone: () => void }) {
  const [chosen, setChosen] = useState(new Set(g.memberList.map((m) => m.id)));
  const { busy, submit } = useSubmit();
  const save = async () => {
    if (
      await submit(
        () => call(setMembersContract, { params: { id: g.id }, input: { memberIds: [...chosen] } }),
        (a) => `Anggota tersimpan (${a.members})`,
      )
    )
      onDone();
  };
  return (
    <form
      aria-label="Anggota kelompok"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="row g-1 mb-2">
        <legend className="visually-hidden">Pilih anggota</legend>
        {g.teachers.map((t) => (
          <div className="col-12 col-md-6 form-check" key={t.id}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`mem-${t.id}`}
              checked={chosen.has(t.id)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(t.id);
                else next.delete(t.id);
                setChosen(next);
              }}
            />
            <label className="form-check-label" htmlFor={`mem-${t.id}`}>
              {t.name}
            </label>
          </div>
        ))}
      </fieldset>
      <button className="btn btn-primary" type="submit" disabled={busy}>
        Simpan anggota
      </button>
    </form>
  );
}
