/** /sesi_matpel_guru, /schedule_teacher, /lesson_timetable, /sesi-matpel: one's own week (teacher, student, parent). */
import { useState } from 'react';
import { myTimetableContract, timetablePdfContract } from '../../../shared/api/attendance/timetable.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { DAY_NAMES } from './ui.ts';

export default function MyTimetableScreen() {
  const result = useApiData(() => call(myTimetableContract, {}));
  const [paper, setPaper] = useState<Paper>('A4');
  if (result.state === 'loading') return <Loading label="Memuat jadwal…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const t = result.data;
  const days = [...new Set(t.hours.map((h) => h.day))];
  return (
    <section>
      <h1 className="h4">{t.title}</h1>
      {t.slots.length === 0 && <p>Belum ada jadwal.</p>}
      {t.slots.length > 0 && (
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <PdfDownloadButton document="Jadwal" contract={timetablePdfContract} paper={paper} />
          <PaperSelect value={paper} onChange={setPaper} />
        </div>
      )}
      {days.map((day) => {
        const lessons = t.hours
          .filter((h) => h.day === day)
          .map((h) => ({ h, slot: t.slots.find((s) => s.lessonHourId === h.id) }))
          .filter((x) => x.slot);
        if (!lessons.length) return null;
        return (
          <div key={day} className="mb-3">
            <h2 className="h6">{DAY_NAMES[day]}</h2>
            <ul className="list-group">
              {lessons.map(({ h, slot }) => (
                <li key={h.id} className="list-group-item py-1">
                  <span className="text-body-secondary small me-2">
                    {h.startTime}–{h.endTime}
                  </span>
                  <strong>{slot!.courseName}</strong>{' '}
                  <span className="small text-body-secondary">
                    {t.kind === 'teacher' ? slot!.sectionName : slot!.teacherName}
                    {slot!.room ? ` · ${slot!.room}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
