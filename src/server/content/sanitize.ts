import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the portal's editor, cleaned before it is stored: paragraphs, headings, lists, emphasis, links
 * (http, https, mailto; opened safely) and quotes. Scripts, styles, event handlers and other tags are dropped.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
  }).trim();
}

/** Plain text of sanitised HTML, for a summary. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** Text typed without any tag becomes paragraphs, one per blank-line-separated block. */
export function asHtml(input: string): string {
  if (/<[a-z][\s\S]*>/i.test(input)) return input;
  return input
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
    .join('');
}
