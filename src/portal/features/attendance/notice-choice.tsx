/** A parent's switch for the Alpa/late WhatsApp messages (shown on their child's attendance page). */
import { getOptOutContract, setOptOutContract } from '../../../shared/api/attendance/notices.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

export function NoticeChoice() {
  const result = useApiData(() => call(getOptOutContract, {}));
  if (result.state !== 'ready' || !result.data.canChoose) return null;
  const on = !result.data.optOut;
  const toggle = async () => {
    if (await act(() => call(setOptOutContract, { input: { optOut: on } }), on ? 'Pemberitahuan dihentikan' : 'Pemberitahuan diaktifkan')) result.retry();
  };
  return (
    <div className="form-check form-switch mt-3">
      <input id="pemberitahuan-wa" type="checkbox" role="switch" className="form-check-input" checked={on} onChange={() => void toggle()} />
      <label className="form-check-label" htmlFor="pemberitahuan-wa">
        Kirim WhatsApp kepada saya bila anak Alpa atau terlambat
      </label>
    </div>
  );
}
