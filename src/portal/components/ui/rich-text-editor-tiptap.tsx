/**
 * The TipTap side of RichTextEditor (rich-text-editor.tsx loads this chunk lazily). Pictures are shrunk in the
 * browser to at most 1000 px, then sent through the one upload path with a progress line; the text keeps the
 * file's address, not its bytes. Formulas are LaTeX (see rich-text-math.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { Extensions } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { TableKit } from '@tiptap/extension-table';
import Swal from 'sweetalert2';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { filesOfKind, uploadFile } from '../../lib/upload.ts';
import type { RichTextEditorProps, RichTextTools } from './rich-text-editor.tsx';
import { htmlWithFormulas, MathFormula } from './rich-text-math.ts';
import './rich-text-editor.css';

/** Question HTML (src/server/exams/rich-text.ts keeps p, strong, em, u, s, sub, sup, lists, h3/h4, tables, img, code, hr). */
const questionExtensions = (): Extensions => [
  StarterKit.configure({ heading: { levels: [3, 4] }, link: false }),
  Subscript,
  Superscript,
  Image.configure({ inline: true, allowBase64: true }),
  TableKit.configure({ table: { resizable: false } }),
  MathFormula,
];

/** Planning HTML (src/server/content/sanitize.ts keeps p, h2–h4, lists, strong, em, u, links and quotes). */
const documentExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener nofollow', target: null } },
  }),
];

interface Tool {
  key: string;
  /** The button's accessible name (and tooltip); `text` is what it shows. */
  label: string;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const MARKS: Tool[] = [
  { key: 'bold', label: 'Tebal', text: 'B', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'Miring', text: 'I', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
];
const LISTS: Tool[] = [
  { key: 'bullet', label: 'Daftar berpoin', text: '•', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'ordered', label: 'Daftar bernomor', text: '1.', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
];

const TOOLS: Record<RichTextTools, Tool[]> = {
  question: [
    ...MARKS,
    { key: 'underline', label: 'Garis bawah', text: 'U', run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive('underline') },
    { key: 'sup', label: 'Pangkat', text: 'x²', run: (e) => chain(e).toggleSuperscript().run(), active: (e) => e.isActive('superscript') },
    { key: 'sub', label: 'Indeks', text: 'x₂', run: (e) => chain(e).toggleSubscript().run(), active: (e) => e.isActive('subscript') },
    ...LISTS,
  ],
  document: [
    ...MARKS,
    {
      key: 'h3',
      label: 'Subjudul',
      text: 'Subjudul',
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
    { key: 'p', label: 'Paragraf', text: 'Paragraf', run: (e) => chain(e).setParagraph().run(), active: (e) => e.isActive('paragraph') },
    ...LISTS,
  ],
};

/** The picture at most 1000 px on its longer side, as JPEG. */
function shrink(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => {
      const scale = Math.min(1, 1000 / Math.max(img.width, img.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(img.width * scale);
      canvas.height = Math.round(img.height * scale);
      canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(img.src);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Gambar tidak dapat dibaca.'))), 'image/jpeg', 0.8);
    };
    img.onerror = () => {
      URL.revokeObjectURL(img.src);
      reject(new Error('Berkas ini bukan gambar yang dapat dibaca.'));
    };
    img.src = URL.createObjectURL(file);
  });
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : htmlWithFormulas(editor.getHTML()));

export default function TipTapEditor({ id, label, value, onChange, tools = 'document', hint, errors, minHeight = '6rem' }: RichTextEditorProps) {
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-bantuan` : null, invalid ? `${id}-galat` : null].filter(Boolean).join(' ') || undefined;
  const attributes = useMemo(
    (): Record<string, string> => ({
      id,
      class: `form-control rich-text${invalid ? ' is-invalid' : ''}`,
      style: `min-height: ${minHeight}`,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
    }),
    [id, invalid, minHeight, describedBy],
  );
  // The text last sent up (or received): a value equal to it is the editor's own and is not set back.
  const last = useRef<string>(value);
  const emit = useRef(onChange);
  useEffect(() => {
    emit.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: tools === 'question' ? questionExtensions() : documentExtensions(),
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html === last.current) return;
      last.current = html;
      emit.current(html);
    },
  });
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);
  useEffect(() => {
    if (value === last.current) return;
    last.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const toolList = TOOLS[tools];
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => toolList.map((t) => Boolean(e && t.active?.(e))),
  });

  const [sending, setSending] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const formula = async () => {
    const { selection } = editor.state;
    const current = selection instanceof NodeSelection && selection.node.type.name === 'math' ? selection.node : null;
    const answer = await Swal.fire({
      title: current ? 'Ubah rumus' : 'Sisipkan rumus',
      input: 'text',
      inputValue: current ? String(current.attrs.tex) : '',
      inputLabel: 'Rumus LaTeX, mis. \\frac{1}{2} atau x^2 + y^2',
      showCancelButton: true,
      confirmButtonText: current ? 'Simpan rumus' : 'Sisipkan',
      cancelButtonText: 'Batal',
    });
    const tex = typeof answer.value === 'string' ? answer.value.trim() : '';
    if (!answer.isConfirmed || !tex) return;
    chain(editor)
      .insertContent({ type: 'math', attrs: { tex, display: current ? Boolean(current.attrs.display) : false, mathml: '' } })
      .run();
  };

  const picture = async (file: File | undefined) => {
    if (!file) return;
    setSending(0);
    try {
      const blob = await shrink(file);
      const stored = await uploadFile<{ url: string }>(filesOfKind('question_image'), blob, { fileName: 'gambar.jpg', onProgress: setSending });
      chain(editor).setImage({ src: stored.url, alt: '' }).run();
    } catch (error) {
      const text = error instanceof Error ? error.message : failureText(toFailure(error));
      void Swal.fire({ icon: 'error', title: 'Gambar gagal diunggah', text });
    } finally {
      setSending(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const button = 'btn btn-sm btn-outline-secondary';
  return (
    <div className="mb-3">
      <span id={`${id}-label`} className="form-label d-block">
        {label}
      </span>
      {hint && (
        <div id={`${id}-bantuan`} className="form-text mt-0 mb-1">
          {hint}
        </div>
      )}
      <div className="btn-toolbar gap-1 mb-1" role="toolbar" aria-label={`Format ${label}`} aria-controls={id}>
        {toolList.map((t, i) => (
          <button
            key={t.key}
            type="button"
            className={`${button}${active[i] ? ' active' : ''}`}
            title={t.label}
            aria-pressed={t.active ? active[i] : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => t.run(editor)}
          >
            {t.text === t.label ? (
              t.text
            ) : (
              // The name is the word; the symbol is only seen (an aria-label would not contain the visible text).
              <>
                <span aria-hidden="true">{t.text}</span>
                <span className="visually-hidden">{t.label}</span>
              </>
            )}
          </button>
        ))}
        {tools === 'question' && (
          <>
            <button
              type="button"
              className={button}
              title="Sisipkan atau ubah rumus LaTeX"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void formula()}
            >
              Rumus
            </button>
            <button type="button" className={button} title="Sisipkan gambar" disabled={sending !== null} onClick={() => fileInput.current?.click()}>
              Gambar
            </button>
            <input ref={fileInput} type="file" accept="image/*" hidden onChange={(e) => void picture(e.target.files?.[0])} />
            {sending !== null && (
              <span className="small align-self-center" role="status">
                Mengunggah gambar {sending}%
              </span>
            )}
          </>
        )}
      </div>
      <EditorContent editor={editor} />
      {invalid && (
        <div id={`${id}-galat`} className="invalid-feedback d-block text-danger-emphasis">
          {errors!.join(' ')}
        </div>
      )}
    </div>
  );
}
