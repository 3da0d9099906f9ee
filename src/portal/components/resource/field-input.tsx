import type { FieldDef } from '../../../shared/resources/types.ts';
import type { FormValue } from './form-values.ts';
import { ReferencePicker } from './reference-picker.tsx';
import { FileUpload } from '../ui/file-upload.tsx';

interface FieldInputProps {
  field: FieldDef;
  value: FormValue;
  onChange: (value: FormValue) => void;
  errors?: readonly string[];
  labels: Record<string, string>;
  mode: 'create' | 'edit';
}

const AUTOCOMPLETE: Partial<Record<FieldDef['kind'], string>> = { login: 'off', password: 'new-password' };

/** One labelled input of a resource form, chosen by the field's kind; its messages sit under it. */
export function FieldInput({ field, value, onChange, errors, labels, mode }: FieldInputProps) {
  const id = `isian-${field.name}`;
  const invalid = Boolean(errors?.length);
  const help = field.kind === 'password' && mode === 'edit' ? 'Kosongkan bila password tidak diubah. Minimal 8 karakter.' : field.help;
  const describedBy = [invalid ? `${id}-galat` : null, help ? `${id}-bantuan` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const control = `form-control${invalid ? ' is-invalid' : ''}`;

  let input;
  switch (field.kind) {
    case 'checkbox':
      return (
        <div className="mb-3 form-check form-switch">
          <input
            {...common}
            type="checkbox"
            role="switch"
            className={`form-check-input${invalid ? ' is-invalid' : ''}`}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={id}>
            {field.label}
          </label>
          <Messages id={id} errors={errors} help={help} />
        </div>
      );
    case 'image': {
      const kind = field.fileKind ?? 'website_image';
      return (
        <div className="mb-3">
          {text && <img src={text} alt={`Pratinjau ${field.label.toLowerCase()}`} className="img-thumbnail d-block mb-2 resource-image-preview" />}
          <FileUpload<{ url: string }>
            label={field.label}
            kind={kind}
            hint={text ? 'Pilih berkas lain untuk mengganti gambar.' : undefined}
            onUploaded={(answer) => onChange(answer.url)}
            doneMessage={() => 'Gambar terunggah. Simpan untuk memakainya.'}
          />
          {text && !field.required && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onChange('')}>
              Hapus gambar
            </button>
          )}
          <Messages id={id} errors={errors} help={help} />
        </div>
      );
    }
    case 'textarea':
      input = <textarea {...common} className={control} rows={3} maxLength={field.maxLength} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'select':
      input = (
        <select {...common} className={`form-select${invalid ? ' is-invalid' : ''}`} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.required ? '— Pilih —' : '— Tidak diisi —'}</option>
          {field.options!.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'reference':
    case 'references':
      input = (
        <ReferencePicker
          id={id}
          field={field}
          value={value as string | string[]}
          onChange={onChange}
          labels={labels}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
      break;
    default:
      input = (
        <input
          {...common}
          className={control}
          type={field.kind === 'date' || field.kind === 'time' ? field.kind : field.kind === 'password' ? 'password' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : field.inputMode}
          autoComplete={AUTOCOMPLETE[field.kind]}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {field.label}
        {field.required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {input}
      <Messages id={id} errors={errors} help={help} />
    </div>
  );
}

function Messages({ id, errors, help }: { id: string; errors?: readonly string[]; help?: string }) {
  return (
    <>
      {errors && errors.length > 0 && (
        <div id={`${id}-galat`} className="invalid-feedback d-block">
          {errors.join(' ')}
        </div>
      )}
      {help && (
        <div id={`${id}-bantuan`} className="form-text">
          {help}
        </div>
      )}
    </>
  );
}
