/**
 * A formula inside the editor: one uneditable piece holding its LaTeX source. Stored questions carry formulas as
 * <span class="math" data-tex="…" data-display="0|1"><math>…</math></span> (rendered by KaTeX on the server); the
 * editor shows that MathML as it is, and a new or changed formula as its source until the next save. It is sent
 * back as the source between \( and \) (or \[ and \]), which the server renders afresh, so no markup of the
 * browser's is trusted.
 */
import { Node } from '@tiptap/core';

const sourceOf = (tex: string, display: boolean) => (display ? `\\[${tex}\\]` : `\\(${tex}\\)`);

export const MathFormula = Node.create({
  name: 'math',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      tex: { default: '', parseHTML: (el) => el.getAttribute('data-tex') ?? '', rendered: false },
      display: { default: false, parseHTML: (el) => el.getAttribute('data-display') === '1', rendered: false },
      /** The server's MathML of this source; emptied when the source changes. */
      mathml: { default: '', parseHTML: (el) => el.querySelector('math')?.outerHTML ?? '', rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: 'span.math[data-tex]', priority: 100 }];
  },

  renderHTML({ node }) {
    // ProseMirror renders elements only; htmlWithFormulas() unwraps this span, leaving the source as text.
    return ['span', { 'data-rumus': '' }, sourceOf(String(node.attrs.tex), Boolean(node.attrs.display))];
  },

  renderText({ node }) {
    return sourceOf(String(node.attrs.tex), Boolean(node.attrs.display));
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.className = 'math';
      dom.contentEditable = 'false';
      dom.title = `Rumus ${String(node.attrs.tex)} — pilih lalu tekan "Rumus" untuk mengubahnya`;
      // The MathML came from the server's KaTeX when the text was saved (cleaned there), as the old editor showed it.
      if (node.attrs.mathml) dom.innerHTML = String(node.attrs.mathml);
      else {
        dom.classList.add('math-source');
        dom.textContent = sourceOf(String(node.attrs.tex), Boolean(node.attrs.display));
      }
      return { dom };
    };
  },
});

/** The editor's HTML with each formula as its bare source (its text is escaped already, so it holds no `<`). */
export const htmlWithFormulas = (html: string) => html.replace(/<span data-rumus="">([^<]*)<\/span>/g, '$1');
