/**
 * /data_master/data (Data Master Keuangan): the school's finance settings (when monthly invoices fall due, who
 * signs receipts, the VA provider and its credentials) and the master lists they rest on.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { getSettingsContract, saveSettingsContract } from '../../../shared/api/finance/ledger.ts';
import { VA_PROVIDERS, VA_PROVIDER_LABELS } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.ts';
import { GatewayCredentialsForm } from './gateway-credentials-form.tsx';

type Settings = Awaited<ReturnType<typeof call<typeof getSettingsContract>>>;

export default function FinanceSettingsScreen() {
  const result = useApiData(() => call(getSettingsContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat pengaturan keuangan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return <SettingsForm settings={result.data} onSaved={result.retry} />;
}

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const [dueDay, setDueDay] = useState(String(settings.dueDay));
  const [treasurerName, setTreasurer] = useState(settings.treasurerName ?? '');
  const [receiptNote, setNote] = useState(settings.receiptNote ?? '');
  // Overpayment as a deposit is not offered yet (the cashier refuses more than is owed); the setting is kept as is.
  const acceptDeposit = settings.acceptDeposit;
  const [vaProvider, setProvider] = useState(settings.vaProvider);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (
      await act(
        () =>
          call(saveSettingsContract, {
            input: { dueDay: Number(dueDay), treasurerName: treasurerName || null, receiptNote: receiptNote || null, acceptDeposit, vaProvider },
          }),
        'Pengaturan tersimpan',
        setErrors,
      )
    )
      onSaved();
  };
  const lists: [string, string, number][] = [
    ['finance_account_list', 'Bagan akun', settings.counts.accounts],
    ['finance_student_billing', 'Jenis biaya dan tarif', settings.counts.feeTypes],
    ['setting_account_bank', 'Rekening bank', settings.counts.bankAccounts],
    ['template_mail', 'Templat pesan', settings.counts.templates],
  ];
  return (
    <section>
      <h1 className="h4">Data Master Keuangan</h1>
      <ul className="list-group mb-3" style={{ maxWidth: 560 }} aria-label="Data master">
        {lists.map(([route, label, n]) => (
          <li key={route} className="list-group-item d-flex justify-content-between">
            <Link to={routeTo(route)}>{label}</Link>
            <span className="badge text-bg-light border">{n}</span>
          </li>
        ))}
        <li className="list-group-item">
          <Link to={routeTo('finance_beginning_balance_of_the_period')}>Saldo awal dan kunci periode</Link>{' '}
          <span className="small text-body-secondary">{settings.lockedThrough ? `(terkunci sampai ${settings.lockedThrough})` : '(belum dikunci)'}</span>
        </li>
      </ul>
      <form aria-label="Pengaturan keuangan" style={{ maxWidth: 560 }} onSubmit={(e) => void save(e)}>
        <fieldset disabled={!settings.canEdit}>
          <div className="mb-2">
            <label className="form-label" htmlFor="fs-due">
              Tanggal jatuh tempo tagihan bulanan
            </label>
            <input
              id="fs-due"
              type="number"
              min={1}
              max={28}
              inputMode="numeric"
              className={`form-control ${errors.dueDay ? 'is-invalid' : ''}`}
              value={dueDay}
              onChange={(e) => setDueDay(e.target.value)}
            />
            {errors.dueDay && <div className="invalid-feedback">{errors.dueDay[0]}</div>}
          </div>
          <div className="mb-2">
            <label className="form-label" htmlFor="fs-treasurer">
              Nama bendahara (penanda tangan kuitansi)
            </label>
            <input id="fs-treasurer" className="form-control" value={treasurerName} onChange={(e) => setTreasurer(e.target.value)} />
          </div>
          <div className="mb-2">
            <label className="form-label" htmlFor="fs-note">
              Catatan di kuitansi
            </label>
            <input id="fs-note" className="form-control" value={receiptNote} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="fs-va">
              Penyedia virtual account
            </label>
            <select
              id="fs-va"
              className={`form-select ${errors.vaProvider ? 'is-invalid' : ''}`}
              value={vaProvider}
              onChange={(e) => setProvider(e.target.value as typeof vaProvider)}
            >
              {VA_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {VA_PROVIDER_LABELS[p]}
                </option>
              ))}
            </select>
            {errors.vaProvider && <div className="invalid-feedback">{errors.vaProvider[0]}</div>}
          </div>
          <button type="submit" className="btn btn-primary">
            Simpan pengaturan
          </button>
        </fieldset>
      </form>
      <GatewayCredentialsForm />
    </section>
  );
}
