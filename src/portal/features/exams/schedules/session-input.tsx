import { useEffect, useState } from 'react';
import { sessionTimes } from '../planning/planning-api.ts';

/** The schedule's session: free text, offering the year's session times (sett_lesson_timing) as suggestions. */
export function SessionInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [sessions, setSessions] = useState<{ id: number; name: string; startsAt: string; endsAt: string }[]>([]);
  useEffect(() => {
    // Suggestions only: without them the field still takes any text.
    sessionTimes().then(
      (r) => setSessions(r.data),
      () => setSessions([]),
    );
  }, []);
  return (
    <>
      <label className="form-label" htmlFor="sesi">
        Sesi
      </label>
      <input id="sesi" className="form-control" placeholder="Sesi 1" list="sesi-ujian" value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id="sesi-ujian">
        {sessions.map((s) => (
          <option key={s.id} value={s.name}>{`${s.startsAt}–${s.endsAt}`}</option>
        ))}
      </datalist>
    </>
  );
}
