/** /detail_course/:id: one course of the school in the curriculum: reference subject, structure, grades, CP/KD, ATPs. */
import { Link, useParams } from 'react-router';
import { getCourseDetailContract } from '../../../shared/api/curriculum/structure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { curriculumLabel, routeTo } from './ui.tsx';

export default function CourseDetailScreen() {
  const { id } = useParams();
  const courseId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const data = useApiData(() => call(getCourseDetailContract, { params: { id: courseId } }));
  const back = (
    <Link to={routeTo('set_course_school')} className="small d-inline-block mb-2">
      ← Kembali ke Atur Mapel Sekolah
    </Link>
  );
  if (!courseId) return <p>{back} Mata pelajaran tidak ditemukan.</p>;
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed')
    return (
      <>
        {back}
        <LoadFailed message={data.message} onRetry={data.retry} />
      </>
    );
  const d = data.data;
  return (
    <section>
      {back}
      <h1 className="h4">
        {d.course.name} <span className="small text-body-secondary">{d.course.code}</span>
      </h1>
      <dl className="row small mb-3">
        <dt className="col-5 col-md-3">Mapel referensi</dt>
        <dd className="col-7 col-md-9">{d.subject ? d.subject.name : <Link to={routeTo('sdp_course_school')}>Belum dipetakan</Link>}</dd>
        <dt className="col-5 col-md-3">Jenis / kelompok</dt>
        <dd className="col-7 col-md-9">
          {d.typeName ?? '–'} / {d.groupName ?? '–'}
        </dd>
        <dt className="col-5 col-md-3">Status</dt>
        <dd className="col-7 col-md-9">{d.course.isActive ? 'Aktif' : 'Nonaktif'}</dd>
      </dl>
      <h2 className="h5">Diajarkan di</h2>
      {d.grades.length === 0 ? (
        <p className="text-body-secondary">
          Belum diajarkan di tingkat mana pun tahun ini. <Link to={routeTo('mapping_grade_level_subjects')}>Atur mapel per tingkat</Link>
        </p>
      ) : (
        <ul className="small">
          {d.grades.map((g) => (
            <li key={g.classId}>
              Kelas {g.name} ({g.phase ? `Fase ${g.phase}, ` : ''}
              {curriculumLabel(g.curriculum)}): {g.hoursPerWeek} JP/minggu, KKM {g.kkm}
            </li>
          ))}
        </ul>
      )}
      <h2 className="h5">Capaian dan kompetensi</h2>
      <ul className="small">
        {d.phases.map((p) => (
          <li key={p.phase}>
            {d.subject ? <Link to={routeTo('detail_cp_atp', { id: d.subject.id, id2: p.phase })}>CP Fase {p.phase}</Link> : `CP Fase ${p.phase}`}: {p.schoolCp}{' '}
            milik sekolah, {p.platformCp} referensi platform
          </li>
        ))}
        {d.kdGrades.map((k) => (
          <li key={k.grade}>
            KD kelas {k.grade}: {k.school} milik sekolah, {k.platform} referensi platform
          </li>
        ))}
        {d.phases.length === 0 && d.kdGrades.length === 0 && <li>Belum ada CP atau KD untuk mapel referensinya.</li>}
      </ul>
      <h2 className="h5">ATP sekolah</h2>
      {d.atps.length === 0 ? (
        <p className="small text-body-secondary">
          Belum ada ATP. <Link to={routeTo('curriculum_atp_def')}>Salin dari ATP Bawaan</Link>
        </p>
      ) : (
        <ul className="small">
          {d.atps.map((a) => (
            <li key={a.id}>
              <Link to={routeTo('curriculum_atp_1', { id: a.id })}>{a.title}</Link> (Fase {a.phase}, {a.tpCount} TP)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
