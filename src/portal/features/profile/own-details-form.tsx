/** A teacher's or student's own contact details on /profile_page, editable when the school's switch allows it. */
import { useState } from 'react';
import { getOwnDetailsContract, saveOwnDetailsContract } from '../../../shared/api/accounts/admin.ts';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export function OwnDetailsForm() {
  const result = useApiData(() => call(getOwnDetailsContract));
  const [draft, setDraft] = useState<{ phone: string; address: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state !== 'ready' || !result.data.applies) return null;
  const d = result.data;
  const values = draft ?? { phone: d.phone ?? '', address: d.address ?? '' };
  return (
    <section className="portal-card" aria-labelledby="judul-kontak">
      <h2 id="judul-kontak" className="h5">
        Data Kontak
      </h2>
      {d.notice && (
        <div className="alert alert-info py-2 small" role="status">
          {d.notice}
        </div>
      )}
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (
            await act(
              () => call(saveOwnDetailsContract, { input: { phone: values.phone || null, address: values.address || null } }),
              'Data kontak disimpan',
              setErrors,
            )
          ) {
            setDraft(null);
            result.retry();
          }
        }}
      >
        <div className="mb-2">
          <label className="form-label" htmlFor="kontak-hp">
            Nomor HP/WhatsApp
          </label>
          <input
            id="kontak-hp"
            type="tel"
            className={`form-control${errors.phone ? ' is-invalid' : ''}`}
            value={values.phone}
            disabled={!d.editable}
            onChange={(e) => setDraft({ ...values, phone: e.target.value })}
          />
          {errors.phone && <div className="invalid-feedback">{errors.phone[0]}</div>}
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="kontak-alamat">
            Alamat
          </label>
          <textarea
            id="kontak-alamat"
            rows={2}
            className={`form-control${errors.address ? ' is-invalid' : ''}`}
            value={values.address}
            disabled={!d.editable}
            onChange={(e) => setDraft({ ...values, address: e.target.value })}
          />
        </div>
        {d.editable && (
          <button type="submit" className="btn btn-primary">
            Simpan data kontak
          </button>
        )}
      </form>
    </section>
  );
}
