/** The payment gateways' credentials (Data Master Keuangan): entered once, sealed by the server, never shown again. */
import { useState } from 'react';
import { gatewayCredentialStatusContract, saveGatewayCredentialsContract } from '../../../shared/api/finance/gateway.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

type Provider = 'midtrans' | 'xendit' | 'snap';
const FIELDS: Record<Provider, [string, string, 'text' | 'pem'][]> = {
  midtrans: [
    ['serverKey', 'Server key', 'text'],
    ['baseUrl', 'Alamat API (kosongkan untuk produksi)', 'text'],
  ],
  xendit: [
    ['secretKey', 'Secret API key', 'text'],
    ['callbackToken', 'Token verifikasi callback', 'text'],
    ['baseUrl', 'Alamat API (kosongkan untuk produksi)', 'text'],
  ],
  snap: [
    ['clientKey', 'Client key (X-PARTNER-ID)', 'text'],
    ['clientSecret', 'Client secret', 'text'],
    ['partnerServiceId', 'Partner service id', 'text'],
    ['channelId', 'Channel id', 'text'],
    ['baseUrl', 'Alamat API bank', 'text'],
    ['privateKey', 'Kunci privat sekolah (PEM)', 'pem'],
    ['gatewayPublicKey', 'Kunci publik bank (PEM)', 'pem'],
  ],
};

export function GatewayCredentialsForm() {
  const status = useApiData(() => call(gatewayCredentialStatusContract, {}));
  const [provider, setProvider] = useState<Provider>('midtrans');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (status.state !== 'ready' || !status.data.canEdit) return null;
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const credentials = Object.fromEntries(Object.entries(values).filter(([k, v]) => v.trim() !== '' && FIELDS[provider].some(([f]) => f === k)));
    if (await act(() => call(saveGatewayCredentialsContract, { input: { provider, credentials } }), 'Kredensial tersimpan', setErrors)) {
      setValues({});
      status.retry();
    }
  };
  return (
    <form aria-label="Kredensial penyedia pembayaran" className="border rounded p-2 mt-3" style={{ maxWidth: 560 }} onSubmit={(e) => void save(e)}>
      <h2 className="h6">Kredensial penyedia pembayaran</h2>
      <p className="small mb-2">
        Tersimpan: {status.data.configured.length ? status.data.configured.map((c) => c.provider).join(', ') : 'belum ada'}. Kredensial disegel di server dan
        tidak pernah ditampilkan lagi.
      </p>
      <div className="mb-2">
        <label className="form-label small" htmlFor="gw-provider">
          Penyedia
        </label>
        <select
          id="gw-provider"
          className="form-select form-select-sm"
          value={provider}
          onChange={(e) => {
            setProvider(e.target.value as Provider);
            setValues({});
            setErrors({});
          }}
        >
          <option value="midtrans">Midtrans</option>
          <option value="xendit">Xendit</option>
          <option value="snap">SNAP BI (bank langsung)</option>
        </select>
      </div>
      {FIELDS[provider].map(([name, label, kind]) => {
        const err = errors[`credentials.${name}`]?.[0];
        const props = {
          id: `gw-${name}`,
          className: `form-control form-control-sm ${err ? 'is-invalid' : ''}`,
          value: values[name] ?? '',
          autoComplete: 'off',
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...values, [name]: e.target.value }),
        };
        return (
          <div key={name} className="mb-2">
            <label className="form-label small" htmlFor={`gw-${name}`}>
              {label}
            </label>
            {kind === 'pem' ? <textarea rows={3} {...props} /> : <input {...props} />}
            {err && <div className="invalid-feedback">{err}</div>}
          </div>
        );
      })}
      <button type="submit" className="btn btn-sm btn-primary">
        Simpan kredensial
      </button>
    </form>
  );
}
