/**
 * /data_student: the students of one of the teacher's classes with NIS, final grade so far, how many scores are
 * still empty and the capaian, each opening the student's evaluation. /group_of_students: the same class split
 * into learning groups by final grade (bimbingan under the KKTP, tuntas, pengayaan from 90) for differentiated
 * teaching, printable. Both read the class's grid.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { SCHOOL_WIDE } from '../../../shared/grades/permissions.ts';
import { $userType } from '../../lib/session-store.ts';
import type { z } from 'zod';
import { getGridContract, type gridSchema } from '../../../shared/api/grades/classes.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ClassPicker } from './class-picker.tsx';
import { evaluationPath } from './evaluation-screen.tsx';

type Grid = z.output<typeof gridSchema>;

function WithGrid({ id, children }: { id: number; children: (g: Grid) => ReactNode }) {
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat siswa…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <>{children(loaded.data)}</>;
}

const empties = (g: Grid, s: Grid['students'][number]) =>
  g.assessments.filter((a) => s.cells[a.id]?.score === null || s.cells[a.id]?.score === undefined).length;

export function StudentDataScreen() {
  return (
    <ClassPicker title="Data Siswa" note="Siswa kelas ajar Anda dengan nilai akhir sementara dan nilai yang belum diisi.">
      {(id) => (
        <WithGrid key={id} id={id}>
          {(g) => (
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
            <div className="table-responsive border rounded" role="region" aria-label="Data siswa" tabIndex={0}>
              <table className="table table-sm table-bordered small mb-0">
                <caption className="caption-top px-2">
                  {g.courseName} · {g.sectionName} · {g.students.length} siswa · KKTP {g.kkm}
                </caption>
                <thead className="table-light">
                  <tr>
                    <th scope="col">No</th>
                    <th scope="col">Nama</th>
                    <th scope="col">NIS</th>
                    <th scope="col">Nilai akhir</th>
                    <th scope="col">Belum dinilai</th>
                    <th scope="col">Capaian kompetensi</th>
                  </tr>
                </thead>
                <tbody>
                  {g.students.map((s, i) => (
                    <tr key={s.id}>
                      <td>{i + 1}</td>
                      <th scope="row" className="fw-normal">
                        <Link to={evaluationPath('teacher', g.id, g.sectionId, g.semester, s.id)}>{s.name}</Link>
                      </th>
                      <td>{s.nis ?? '–'}</td>
                      <td className={`text-center ${s.finalGrade !== null && s.finalGrade < g.kkm ? 'text-danger fw-semibold' : ''}`}>{s.finalGrade ?? '–'}</td>
                      <td className="text-center">{empties(g, s)}</td>
                      <td>{s.capaian || '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </WithGrid>
      )}
    </ClassPicker>
  );
}

const ENRICH = 90;

export function StudentGroupsScreen() {
  const userType = useStore($userType);
  return (
    <ClassPicker
      scope={SCHOOL_WIDE.includes(userType ?? '') ? 'all' : 'mine'}
      title="Kelompok Siswa"
      note={`Kelompok belajar menurut nilai akhir: bimbingan (di bawah KKTP), tuntas, pengayaan (${ENRICH} ke atas).`}
    >
      {(id) => (
        <WithGrid key={id} id={id}>
          {(g) => {
            const groups = [
              {
                title: 'Perlu bimbingan',
                hint: `di bawah KKTP ${g.kkm}`,
                tone: 'danger',
                students: g.students.filter((s) => s.finalGrade !== null && s.finalGrade < g.kkm),
              },
              {
                title: 'Tuntas',
                hint: `${g.kkm}–${ENRICH - 1}`,
                tone: 'primary',
                students: g.students.filter((s) => s.finalGrade !== null && s.finalGrade >= g.kkm && s.finalGrade < ENRICH),
              },
              {
                title: 'Pengayaan',
                hint: `${ENRICH} ke atas`,
                tone: 'success',
                students: g.students.filter((s) => s.finalGrade !== null && s.finalGrade >= ENRICH),
              },
              { title: 'Belum dinilai', hint: 'belum ada nilai', tone: 'secondary', students: g.students.filter((s) => s.finalGrade === null) },
            ];
            return (
              <>
                <div className="d-flex flex-wrap gap-2 align-items-center mb-2 d-print-none">
                  <span className="small">
                    {g.courseName} · {g.sectionName} · semester {g.semester}
                  </span>
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => window.print()}>
                    Cetak
                  </button>
                </div>
                <div className="row g-2">
                  {groups.map((grp) => (
                    <div key={grp.title} className="col-12 col-md-6">
                      <div className={`card border-${grp.tone} h-100`}>
                        <div className="card-header">
                          <strong>{grp.title}</strong>{' '}
                          <span className="small text-body-secondary">
                            ({grp.hint}) · {grp.students.length} siswa
                          </span>
                        </div>
                        <ul className="list-group list-group-flush">
                          {grp.students.map((s) => (
                            <li key={s.id} className="list-group-item d-flex justify-content-between small">
                              <span>{s.name}</span>
                              <span>{s.finalGrade ?? ''}</span>
                            </li>
                          ))}
                          {!grp.students.length && <li className="list-group-item small text-body-secondary">Tidak ada.</li>}
                        </ul>
                      </div>
                    </div>
                  ))}
                </div>
              </>
            );
          }}
        </WithGrid>
      )}
    </ClassPicker>
  );
}
