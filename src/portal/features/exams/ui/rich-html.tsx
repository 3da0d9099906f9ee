/**
 * Question text as the server stored it: HTML cleaned on the server (src/server/exams/rich-text.ts), with
 * formulas already rendered as MathML, so nothing needs to load in the browser to show them.
 */
export function RichHtml({ html, className = '', as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  return <Tag className={`rich-html ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
