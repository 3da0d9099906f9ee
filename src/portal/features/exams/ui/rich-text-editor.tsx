/**
 * A small rich-text editor for questions: bold, italic, underline, super/subscript, lists, pictures (shrunk
 * in the browser to at most 1000 px, then sent through the one upload path; the question stores the file's
 * address, not the bytes) and formulas written in LaTeX between \( and \), which
 * the server renders as MathML when it saves. The server cleans whatever this sends.
 */
import { useEffect, useRef, useState } from 'react';
import Swal from 'sweetalert2';
import { toFailure } from '../../../lib/api-failure.ts';
import { filesOfKind, uploadFile } from '../../../lib/upload.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  errors?: readonly string[];
  minHeight?: string;
}

const COMMANDS: { command: string; label: string; text: string }[] = [
  { command: 'bold', label: 'Tebal', text: 'B' },
  { command: 'italic', label: 'Miring', text: 'I' },
  { command: 'underline', label: 'Garis bawah', text: 'U' },
  { command: 'superscript', label: 'Pangkat', text: 'x²' },
  { command: 'subscript', label: 'Indeks', text: 'x₂' },
  { command: 'insertUnorderedList', label: 'Daftar berpoin', text: '•' },
  { command: 'insertOrderedList', label: 'Daftar bernomor', text: '1.' },
];

export function RichTextEditor({ id, label, value, onChange, errors, minHeight = '6rem' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || value === last.current) return;
    el.innerHTML = value;
    el.querySelectorAll<HTMLElement>('span.math').forEach((m) => (m.contentEditable = 'false'));
    last.current = value;
  }, [value]);

  const emit = () => {
    const el = ref.current;
    if (!el) return;
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[contenteditable]').forEach((n) => n.removeAttribute('contenteditable'));
    last.current = copy.innerHTML;
    onChange(copy.innerHTML);
  };
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const formula = async () => {
    const r = await Swal.fire({ title: 'Sisipkan rumus', input: 'text', inputLabel: 'Rumus LaTeX, mis. \\frac{1}{2} atau x^2 + y^2', showCancelButton: true, confirmButtonText: 'Sisipkan', cancelButtonText: 'Batal' });
    if (r.isConfirmed && r.value) run('insertText', `\\(${r.value}\\)`);
  };
  const insertPicture = async (blob: Blob) => {
    setSending(0);
    try {
      const file = await uploadFile<{ url: string }>(filesOfKind('question_image'), blob, { fileName: 'gambar.jpg', onProgress: setSending });
      run('insertHTML', `<img src="${file.url}" alt="">`);
    } catch (error) {
      const failure = toFailure(error);
      void Swal.fire({ icon: 'error', title: 'Gambar gagal diunggah', text: Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message });
    } finally {
      setSending(null);
    }
  };
  const picture = (file: File | undefined) => {
    if (!file) return;
    const img = new Image();
    img.onload = () => {
      const scale = Math.min(1, 1000 / Math.max(img.width, img.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(img.width * scale);
      canvas.height = Math.round(img.height * scale);
      canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(img.src);
      canvas.toBlob((blob) => blob && void insertPicture(blob), 'image/jpeg', 0.8);
    };
    img.src = URL.createObjectURL(file);
  };
  const invalid = Boolean(errors?.length);
  return (
    <div className="mb-3">
      <span id={`${id}-label`} className="form-label d-block">
        {label}
      </span>
      <div className="btn-toolbar gap-1 mb-1" role="toolbar" aria-label={`Format ${label}`}>
        {COMMANDS.map((c) => (
          <button key={c.command} type="button" className="btn btn-sm btn-outline-secondary" title={c.label} aria-label={c.label} onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command)}>
            {c.text}
          </button>
        ))}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void formula()}>
          Rumus
        </button>
        <label className="btn btn-sm btn-outline-secondary mb-0">
          Gambar
          <input type="file" accept="image/*" hidden onChange={(e) => picture(e.target.files?.[0])} />
        </label>
        {sending !== null && (
          <span className="small align-self-center" role="status">
            Mengunggah gambar {sending}%
          </span>
        )}
      </div>
      <div
        id={id}
        ref={ref}
        className={`form-control rich-html${invalid ? ' is-invalid' : ''}`}
        style={{ minHeight }}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        onInput={emit}
        onBlur={emit}
        suppressContentEditableWarning
      />
      {invalid && <div className="invalid-feedback d-block">{errors!.join(' ')}</div>}
    </div>
  );
}
