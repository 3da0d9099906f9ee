import type { Content } from 'pdfmake/interfaces';

/**
 * Rich text already cleaned by sanitize-html (src/server/content/sanitize.ts: p, br, h2–h4, lists, bold, italic,
 * underline, links, quotes) as pdfmake content. Only that allow-list reaches here, so a small tokenizer suffices:
 * blocks become paragraphs, lists stay lists, inline marks become text styles. Unknown tags keep their text.
 */
interface Node {
  tag: string;
  children: (Node | string)[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

const VOID = new Set(['br']);

function parse(html: string): Node {
  const root: Node = { tag: 'root', children: [] };
  const stack: Node[] = [root];
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const top = stack[stack.length - 1];
    if (m[3] !== undefined) {
      top.children.push(decode(m[3]));
      continue;
    }
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: Node = { tag, children: [] };
    top.children.push(node);
    if (!VOID.has(tag)) stack.push(node);
  }
  return root;
}

type Run = { text: string; bold?: boolean; italics?: boolean; decoration?: 'underline' };
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'div']);

function runs(node: Node | string, style: Omit<Run, 'text'> = {}): Run[] {
  if (typeof node === 'string') return [{ text: node, ...style }];
  if (node.tag === 'br') return [{ text: '\n', ...style }];
  const next = { ...style };
  if (node.tag === 'strong' || node.tag === 'b') next.bold = true;
  if (node.tag === 'em' || node.tag === 'i') next.italics = true;
  if (node.tag === 'u') next.decoration = 'underline';
  return node.children.flatMap((c) => runs(c, next));
}

const HEADING_SIZE: Record<string, number> = { h2: 12, h3: 11, h4: 10 };

function blocks(node: Node): Content[] {
  const out: Content[] = [];
  let inline: Run[] = [];
  const flush = () => {
    if (inline.some((r) => r.text.trim())) out.push({ text: inline, margin: [0, 0, 0, 4] });
    inline = [];
  };
  for (const child of node.children) {
    if (typeof child === 'string' || !BLOCKS.has(child.tag)) {
      inline.push(...runs(child));
      continue;
    }
    flush();
    if (child.tag === 'ul' || child.tag === 'ol') {
      const items = child.children
        .filter((c): c is Node => typeof c !== 'string' && c.tag === 'li')
        .map((li) => {
          const inner = blocks(li);
          return inner.length === 1 ? inner[0] : { stack: inner };
        });
      if (items.length) out.push(child.tag === 'ul' ? { ul: items, margin: [0, 0, 0, 4] } : { ol: items, margin: [0, 0, 0, 4] });
    } else if (HEADING_SIZE[child.tag]) {
      out.push({ text: runs(child), bold: true, fontSize: HEADING_SIZE[child.tag], margin: [0, 4, 0, 2] });
    } else if (child.tag === 'blockquote') {
      out.push({ stack: blocks(child), margin: [12, 0, 0, 4], italics: true });
    } else {
      const inner = blocks(child);
      if (inner.length) out.push(...inner);
    }
  }
  flush();
  return out;
}

export function richTextContent(html: string): Content[] {
  return blocks(parse(html));
}
