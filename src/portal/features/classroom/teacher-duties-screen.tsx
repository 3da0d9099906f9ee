/**
 * /jabatan_guru: every teacher's week — JP teaching plus the JP equivalents of additional duties — against the
 * 24–40 JP band; the office gives or ends a tugas tambahan here.
 */
import { Fragment, useState } from 'react';
import { assignDutyContract, endDutyContract, teacherDutiesContract } from '../../../shared/api/classroom/teacher-duties.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { FormCard, Input, Select, ScrollRegion, todayInput, useSubmit } from './form-kit.tsx';
import { act } from './ui.tsx';

type Duties = OutputOf<typeof teacherDutiesContract>;
const STATUS = { under: ['Kurang', 'text-bg-warning'], ok: ['Memenuhi', 'text-bg-success'], over: ['Berlebih', 'text-bg-danger'] } as const;

export default function TeacherDutiesScreen() {
  const [filter, setFilter] = useState<'all' | 'under'>('all');
  const result = useApiData(() => call(teacherDutiesContract));
  if (result.state === 'loading') return <Loading label="Memuat jabatan guru…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const shown = filter === 'under' ? d.teachers.filter((t) => t.status !== 'ok') : d.teachers;
  const end = async (id: number, label: string) => {
    if (await act(() => call(endDutyContract, { params: { id } }), `${label} diakhiri`)) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Jabatan Guru</h1>
      <p className="small text-body-secondary">
        Beban kerja per minggu: JP mengajar ditambah ekuivalen tugas tambahan; wajar {d.minimum}–{d.maximum} JP.
      </p>
      {d.canWrite && <AssignForm duties={d} onDone={result.retry} />}
      <div className="form-check form-switch mb-2">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="duty-filter"
          checked={filter === 'under'}
          onChange={(e) => setFilter(e.target.checked ? 'under' : 'all')}
        />
        <label className="form-check-label" htmlFor="duty-filter">
          Hanya yang di luar {d.minimum}–{d.maximum} JP
        </label>
      </div>
      <ScrollRegion label="Beban kerja guru">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th>Guru</th>
              <th className="text-end">JP mengajar</th>
              <th>Tugas tambahan (ekuivalen JP)</th>
              <th className="text-end">Jumlah</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((t) => (
              <tr key={t.id}>
                <td>
                  {t.name}
                  {t.nip && <div className="small text-body-secondary">NIP {t.nip}</div>}
                </td>
                <td className="text-end">{t.teachingHours}</td>
                <td>
                  {t.duties.length === 0 && <span className="text-body-secondary">-</span>}
                  {t.duties.map((x, i) => (
                    <Fragment key={i}>
                      <span className="d-inline-flex align-items-center gap-1 me-2">
                        {x.label} ({x.hours}){x.decreeNumber ? <span className="small text-body-secondary"> SK {x.decreeNumber}</span> : null}
                        {d.canWrite && x.roleId && (
                          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void end(x.roleId!, x.label)}>
                            Akhiri
                            <span className="visually-hidden">
                              {' '}
                              {x.label} {t.name}
                            </span>
                          </button>
                        )}
                      </span>
                    </Fragment>
                  ))}
                </td>
                <td className="text-end fw-semibold">{t.total}</td>
                <td>
                  <span className={`badge ${STATUS[t.status][1]}`}>{STATUS[t.status][0]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function AssignForm({ duties, onDone }: { duties: Duties; onDone: () => void }) {
  const [v, setV] = useState({ userId: '', role: duties.roles[0] ?? '', decreeNumber: '', startDate: todayInput() });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (
      await submit(
        () =>
          call(assignDutyContract, { input: { userId: Number(v.userId), role: v.role, decreeNumber: v.decreeNumber || null, startDate: v.startDate || null } }),
        'Tugas tambahan diberikan',
      )
    ) {
      setV({ ...v, userId: '', decreeNumber: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Beri tugas tambahan" label="Beri tugas tambahan" onSubmit={() => void send()} busy={busy} button="Simpan">
      <Select
        label="Guru"
        name="userId"
        value={v.userId}
        onChange={(userId) => setV({ ...v, userId })}
        errors={errors}
        options={duties.teachers.map((t) => [String(t.id), t.name] as const)}
        empty="Pilih guru"
        className="col-md-4"
      />
      <Select
        label="Tugas tambahan"
        name="role"
        value={v.role}
        onChange={(role) => setV({ ...v, role })}
        errors={errors}
        options={duties.roles.map((r) => [r, r] as const)}
        className="col-md-4"
      />
      <Input
        label="Nomor SK"
        name="decreeNumber"
        value={v.decreeNumber}
        onChange={(decreeNumber) => setV({ ...v, decreeNumber })}
        errors={errors}
        className="col-6 col-md-2"
      />
      <Input
        label="TMT"
        name="startDate"
        type="date"
        value={v.startDate}
        onChange={(startDate) => setV({ ...v, startDate })}
        errors={errors}
        className="col-6 col-md-2"
      />
    </FormCard>
  );
}
