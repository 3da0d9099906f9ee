/**
 * A small list with its add/edit form beside it, for the planning's own short lists (session times, rooms):
 * one screen per route, cards on a phone, a table on a desktop, field messages from the API's 422.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Swal from 'sweetalert2';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { toFailure } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen } from '../ui/confirm.ts';
import { TableHead } from '../ui/table-head.tsx';
import { Field } from './field.tsx';

export interface FieldSpec { name: string; label: string; type?: string; placeholder?: string; inputMode?: 'numeric' | 'text'; required?: boolean; className?: string }
type Row = { id: number };

export function RecordManager<R extends Row>(props: {
  title: string;
  description: string;
  noun: string;
  /** Adds (no id) or changes (with id) one row: the list's save contract. */
  save: (body: Record<string, string | number | null>) => Promise<{ message: string }>;
  remove: (id: number) => Promise<unknown>;
  load: () => Promise<{ data: R[] }>;
  fields: FieldSpec[];
  blank: Record<string, string>;
  columns: { label: string; cell: (row: R) => ReactNode }[];
  nameOf: (row: R) => string;
  empty: string;
}) {
  const result = useApiData(props.load);
  const [form, setForm] = useState<Record<string, string>>(props.blank);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  if (result.state === 'loading') return <Loading label={`Memuat ${props.noun.toLowerCase()}…`} />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const reset = () => {
    setForm(props.blank);
    setEditing(null);
    setErrors({});
  };
  const edit = (row: R) => {
    setEditing(row.id);
    setErrors({});
    const values = row as unknown as Record<string, unknown>;
    setForm(Object.fromEntries(props.fields.map((f) => [f.name, values[f.name] == null ? '' : String(values[f.name])])));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const body = Object.fromEntries(props.fields.map((f) => [f.name, form[f.name] === '' && !f.required ? null : form[f.name]]));
      const r = await props.save(editing ? { ...body, id: editing } : body);
      reset();
      result.retry();
      void Swal.fire({ icon: 'success', title: r.message, timer: 1500, showConfirmButton: false });
    } catch (error) {
      const f = toFailure(error);
      setErrors(f.fieldErrors);
      if (!Object.keys(f.fieldErrors).length) void Swal.fire({ icon: 'error', title: 'Belum tersimpan', text: f.message });
    } finally {
      setSaving(false);
    }
  };
  const remove = async (row: R) => {
    if (await confirmThen(`Hapus ${props.noun.toLowerCase()}?`, props.nameOf(row), 'Hapus', () => props.remove(row.id))) result.retry();
  };
  const rows = result.data.data;
  return (
    <section>
      <h1 className="h4 mb-1">{props.title}</h1>
      <p className="text-body-secondary">{props.description}</p>
      <div className="row g-4">
        <div className="col-lg-8 order-2 order-lg-1">
          {rows.length === 0 && <p className="text-body-secondary">{props.empty}</p>}
          {rows.length > 0 && (
            <div className="table-responsive">
              <table className="table align-middle">
                <TableHead columns={props.columns.map((c) => c.label)} actions />
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      {props.columns.map((c) => <td key={c.label}>{c.cell(row)}</td>)}
                      <td className="text-nowrap">
                        <button type="button" className="btn btn-sm btn-outline-secondary me-1" onClick={() => edit(row)} aria-label={`Ubah ${props.nameOf(row)}`}>Ubah</button>
                        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(row)} aria-label={`Hapus ${props.nameOf(row)}`}>Hapus</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        <div className="col-lg-4 order-1 order-lg-2">
          <form className="card card-body" onSubmit={submit} noValidate>
            <h2 className="h6">{editing ? `Ubah ${props.noun}` : `Tambah ${props.noun}`}</h2>
            <div className="row g-2">
              {props.fields.map((f) => (
                <Field
                  key={f.name} id={`f-${f.name}`} label={f.label} type={f.type ?? 'text'} placeholder={f.placeholder} inputMode={f.inputMode}
                  className={f.className ?? 'col-12'} value={form[f.name] ?? ''} errors={errors[f.name]} onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                />
              ))}
            </div>
            <div className="d-flex gap-2 mt-3">
              <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Menyimpan…' : 'Simpan'}</button>
              {editing && <button type="button" className="btn btn-outline-secondary" onClick={reset}>Batal</button>}
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
