/**
 * The portal's one rich-text editor (TipTap), for question texts and stimuli (`tools="question"`: bold, italic,
 * underline, super/subscript, lists, LaTeX formulas and pictures through the one upload path) and for planning
 * documents and project descriptions (`tools="document"`: bold, italic, a subheading, paragraphs and lists).
 * Each set produces only tags its server allow-list keeps (src/server/exams/rich-text.ts,
 * src/server/content/sanitize.ts); the server still cleans whatever arrives.
 *
 * TipTap is loaded only when a screen draws an editor (its own chunk), so the shell's first load does not carry it.
 */
import { lazy, Suspense } from 'react';

export type RichTextTools = 'question' | 'document';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Which toolbar, and so which tags, the text may have. */
  tools?: RichTextTools;
  hint?: string;
  errors?: readonly string[];
  /** Shows the (server-sanitised) text instead of an editor. */
  readOnly?: boolean;
  minHeight?: string;
}

const TipTapEditor = lazy(() => import('./rich-text-editor-tiptap.tsx'));

export function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, value, hint, readOnly = false, minHeight = '6rem' } = props;
  if (readOnly) {
    return (
      <div className="mb-3">
        <h3 className="h6 mb-1">{label}</h3>
        {/* Sanitised by the server before it was stored. */}
        <div className="border rounded p-2 bg-body-tertiary rich-text" dangerouslySetInnerHTML={{ __html: value || '<p class="text-body-secondary">–</p>' }} />
      </div>
    );
  }
  const loading = (
    <div className="mb-3">
      <span id={`${id}-label`} className="form-label d-block">
        {label}
      </span>
      {hint && <div className="form-text mt-0 mb-1">{hint}</div>}
      <div className="form-control bg-body-tertiary text-body-secondary" style={{ minHeight }} role="status">
        Memuat penyunting…
      </div>
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <TipTapEditor {...props} />
    </Suspense>
  );
}
