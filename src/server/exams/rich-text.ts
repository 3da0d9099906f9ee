import sanitizeHtml from 'sanitize-html';
import katex from 'katex';
import { FILE_URL_PATTERN } from '../../shared/files/file-kinds.ts';

/**
 * Question text is HTML from the teacher's editor, cleaned here on the server before it is stored: a fixed
 * list of tags, pictures only from the upload path (/api/files/<uuid>) or, until the start-up migration
 * moves them (src/server/files/migrate-question-images.ts), as data: URLs; no scripts, styles or handlers.
 * Formulas are written as \( ... \) (inline) or \[ ... \] (display) and stored rendered as MathML by KaTeX, which every
 * current browser draws without fonts or a CDN; the source stays in data-tex so the editor can change it.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'span',
    'div',
    'pre',
    'code',
    'hr',
  ],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
};

export const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
const isAllowedImageSource = (src: string) => FILE_URL_PATTERN.test(src) || DATA_IMAGE.test(src);

const MATH_SPAN = /<span class="math" data-tex="([^"]*)" data-display="(0|1)"[^>]*>[\s\S]*?<\/math><\/span>/g;
const MATH_SOURCE = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const encode = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function cleanRichText(html: string): string {
  // Rendered formulas go back to their source first, so they are rendered afresh from trusted code.
  const source = html.replace(MATH_SPAN, (_m, tex: string, display: string) =>
    display === '1' ? `\\[${encode(decode(tex))}\\]` : `\\(${encode(decode(tex))}\\)`,
  );
  const clean = sanitizeHtml(source, ALLOWED).trim();
  return clean.replace(MATH_SOURCE, (_m, inline: string | undefined, display: string | undefined) => {
    const tex = decode(inline ?? display ?? '');
    const mathml = katex.renderToString(tex, { output: 'mathml', throwOnError: false, displayMode: Boolean(display) });
    // KaTeX wraps MathML in <span class="katex">; keep only the <math> element.
    const math = mathml.slice(mathml.indexOf('<math'), mathml.lastIndexOf('</math>') + 7);
    return `<span class="math" data-tex="${encode(tex)}" data-display="${display ? 1 : 0}">${math}</span>`;
  });
}

/** The visible text of a question, for lists, search and the spreadsheet. */
export function plainText(html: string, max = 300): string {
  const text = sanitizeHtml(
    html.replace(MATH_SPAN, (_m, tex: string) => ` ${decode(tex)} `),
    { allowedTags: [], allowedAttributes: {} },
  );
  const flat = decode(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Marks where a formula stood while the text around it is flattened; a private-use character no editor types. */
const FORMULA_MARK = /\uE000(\d+)\uE001/g;

/**
 * The visible text of a question for a list, with its formulas drawn as the exam screen draws them: the stored
 * MathML of each formula (made by cleanRichText, so trusted) between the escaped, shortened text.
 */
export function summaryHtml(html: string, max = 200): string {
  const formulas: string[] = [];
  const marked = html.replace(MATH_SPAN, (span) => ` \uE000${formulas.push(span) - 1}\uE001 `);
  const text = encode(plainText(marked, max)).replace(/\uE000\d*(?!\d*\uE001)/g, '');
  return text.replace(FORMULA_MARK, (_m, i: string) => formulas[Number(i)] ?? '');
}
