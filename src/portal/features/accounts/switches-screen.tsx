/**
 * /coursesetting, /configteacher, /configmurid: the school's switches for courses, teachers and students. Each
 * switch is enforced by the server where it applies (see SCHOOL_SWITCHES); related settings kept elsewhere are
 * linked, not repeated.
 */
import { useState } from 'react';
import { saveSwitchesContract, getSwitchesContract } from '../../../shared/api/accounts/admin.ts';
import { SCHOOL_SWITCHES, type SchoolSwitch } from '../../../shared/accounts/inputs.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Screen = 'coursesetting' | 'configteacher' | 'configmurid';

const PAGES: Record<Screen, { title: string; lead: string; links: [string, string][] }> = {
  coursesetting: {
    title: 'Pengaturan Mata Pelajaran',
    lead: 'Aturan sekolah untuk pembelajaran mapel di ruang kelas.',
    links: [
      ['/settinglearningcourse/index', 'KKM/KKTP dan JP per mapel'],
      ['/course', 'Daftar mata pelajaran'],
      ['/setting_score', 'Pengaturan penilaian'],
    ],
  },
  configteacher: {
    title: 'Pengaturan Guru',
    lead: 'Apa yang boleh dilakukan guru sendiri.',
    links: [
      ['/Teacher', 'Data guru'],
      ['/teacherteachlearning/index', 'Guru mengajar'],
    ],
  },
  configmurid: {
    title: 'Pengaturan Siswa',
    lead: 'Apa yang boleh dilakukan siswa dan orang tua sendiri.',
    links: [
      ['/student', 'Data siswa'],
      ['/setting_code_account', 'Kode pendaftaran akun siswa'],
    ],
  },
};

function SwitchesScreen({ screen }: { screen: Screen }) {
  const result = useApiData(() => call(getSwitchesContract));
  // The switch moves at once (a slow phone should not wait for the server to see its tap); a refusal puts it back.
  const [moved, setMoved] = useState<Partial<Record<SchoolSwitch, boolean>>>({});
  const flip = async (name: SchoolSwitch, on: boolean) => {
    setMoved((m) => ({ ...m, [name]: on }));
    if (!(await act(() => call(saveSwitchesContract, { input: { [name]: on } }), 'Pengaturan disimpan'))) {
      setMoved((m) => ({ ...m, [name]: undefined }));
    }
  };
  const page = PAGES[screen];
  const names = (Object.keys(SCHOOL_SWITCHES) as SchoolSwitch[]).filter((k) => SCHOOL_SWITCHES[k].screen === screen);
  return (
    <section>
      <h1 className="h4">{page.title}</h1>
      <p className="small">{page.lead} Perubahan berlaku seketika.</p>
      {result.state === 'loading' && <Loading label="Memuat pengaturan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <div className="portal-card p-3 mb-3">
            {names.map((name) => (
              <div key={name} className="form-check form-switch mb-2">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  id={`izin-${name}`}
                  checked={moved[name] ?? result.data.switches[name]}
                  disabled={!result.data.canEdit}
                  aria-describedby={`izin-${name}-hint`}
                  onChange={(e) => void flip(name, e.target.checked)}
                />
                <label className="form-check-label" htmlFor={`izin-${name}`}>
                  {SCHOOL_SWITCHES[name].label}
                </label>
                <div id={`izin-${name}-hint`} className="form-text">
                  {SCHOOL_SWITCHES[name].hint}
                </div>
              </div>
            ))}
            {screen === 'configmurid' && (
              <p className="mb-0 small">
                Obrolan siswa: <strong>{result.data.studentChat ? 'menyala' : 'mati'}</strong>. Diatur di <a href="/livechatting">Live Chat</a>.
              </p>
            )}
            {!result.data.canEdit && <p className="small text-body-secondary mb-0">Hanya admin sekolah yang dapat mengubahnya.</p>}
          </div>
          <h2 className="h6">Pengaturan terkait</h2>
          <ul className="small">
            {page.links.map(([href, text]) => (
              <li key={href}>
                <a href={href}>{text}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const CourseSettingScreen = () => <SwitchesScreen screen="coursesetting" />;
export const TeacherSettingScreen = () => <SwitchesScreen screen="configteacher" />;
export const StudentSettingScreen = () => <SwitchesScreen screen="configmurid" />;
