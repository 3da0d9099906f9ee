/**
 * The rich text of planning documents and project descriptions: paragraphs, a subheading, bold, italic and lists
 * (the server's sanitize-html allow-list keeps exactly these; whatever else is pasted is dropped when saved).
 * Buttons name what they do in the words they show.
 */
import { useEffect, useRef } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  errors?: readonly string[];
  readOnly?: boolean;
  minHeight?: string;
}

const COMMANDS: { command: string; arg?: string; text: string }[] = [
  { command: 'bold', text: 'Tebal' },
  { command: 'italic', text: 'Miring' },
  { command: 'formatBlock', arg: 'h3', text: 'Subjudul' },
  { command: 'formatBlock', arg: 'p', text: 'Paragraf' },
  { command: 'insertUnorderedList', text: 'Butir' },
  { command: 'insertOrderedList', text: 'Nomor' },
];

export function RichEditor({ id, label, value, onChange, hint, errors, readOnly = false, minHeight = '6rem' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (ref.current && value !== last.current) {
      ref.current.innerHTML = value;
      last.current = value;
    }
  }, [value]);
  const emit = () => {
    if (!ref.current) return;
    last.current = ref.current.innerHTML;
    onChange(ref.current.innerHTML);
  };
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const invalid = Boolean(errors?.length);
  const described = [hint ? `${id}-bantuan` : null, invalid ? `${id}-galat` : null].filter(Boolean).join(' ') || undefined;
  if (readOnly) {
    return (
      <div className="mb-3">
        <h3 className="h6 mb-1">{label}</h3>
        {/* Sanitised by the server before it was stored. */}
        <div className="border rounded p-2 bg-body-tertiary plan-rich" dangerouslySetInnerHTML={{ __html: value || '<p class="text-body-secondary">–</p>' }} />
      </div>
    );
  }
  return (
    <div className="mb-3">
      <span id={`${id}-label`} className="form-label d-block fw-semibold">{label}</span>
      {hint && <div id={`${id}-bantuan`} className="form-text mt-0 mb-1">{hint}</div>}
      <div className="d-flex flex-wrap gap-1 mb-1" role="toolbar" aria-label={`Format ${label}`}>
        {COMMANDS.map((c) => (
          <button key={c.text} type="button" className="btn btn-sm btn-outline-secondary py-0" onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command, c.arg)}>
            {c.text}
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        className={`form-control plan-rich${invalid ? ' is-invalid' : ''}`}
        style={{ minHeight }}
        contentEditable
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={described}
        aria-invalid={invalid || undefined}
        onInput={emit}
        onBlur={emit}
        suppressContentEditableWarning
      />
      {invalid && <div id={`${id}-galat`} className="invalid-feedback d-block">{errors!.join(' ')}</div>}
    </div>
  );
}
