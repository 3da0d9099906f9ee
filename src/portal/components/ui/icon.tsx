import { ICONS } from './icon-set.ts';

/** A Bootstrap icon by name ('house-door' or 'bi-house-door'), decorative: the text beside it carries the meaning. */
export function Icon({ name, className = '' }: { name: string | null | undefined; className?: string }) {
  const key = (name ?? '').replace(/^bi\s+/, '').replace(/^bi-/, '');
  const svg = ICONS[key] ?? ICONS.dot;
  return <span className={`bi-svg ${className}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
