/** The original exam's students for a remedial: grade, KKM and why each is a candidate; tick who sits it. */
import type { Candidate } from './planning-api.ts';

const REASON = { below_kkm: 'Di bawah KKM', absent: 'Tidak mengikuti' } as const;

export function RemedialStudents({
  students,
  chosen,
  locked,
  showAll,
  onChange,
}: {
  students: Candidate[];
  chosen: number[];
  locked: number[];
  showAll: boolean;
  onChange: (ids: number[]) => void;
}) {
  const shown = students.filter((s) => showAll || s.reason || chosen.includes(s.userId));
  if (!shown.length)
    return <p className="text-body-secondary">Semua peserta sudah mencapai KKM. Centang "Tampilkan semua peserta" untuk memilih siswa lain.</p>;
  return (
    <ul className="list-group mb-2">
      {shown.map((s) => (
        <li key={s.userId} className="list-group-item">
          <label className="form-check mb-0">
            <input
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(s.userId)}
              disabled={locked.includes(s.userId)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, s.userId] : chosen.filter((x) => x !== s.userId))}
            />
            <span className="form-check-label">
              <strong>{s.name}</strong>
              <span className="d-block small text-body-secondary">
                {s.section ?? '–'}
                {s.nis ? ` · NIS ${s.nis}` : ''} · Nilai {s.grade ?? '–'} · KKM {s.kkm}
                {s.reason && <span className="badge text-bg-warning ms-1">{REASON[s.reason]}</span>}
                {locked.includes(s.userId) && <span className="badge text-bg-secondary ms-1">Sudah mulai</span>}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
