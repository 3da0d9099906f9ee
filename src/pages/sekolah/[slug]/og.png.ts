import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { initialsOf } from '../../../components/public/svg.ts';
import { schoolPaths, type Tenant } from '../../../components/public/tenants.ts';

/** The school's share image (1200×630 PNG): chat apps show PNG previews, not SVG. Rendered once at build. */
export const getStaticPaths = schoolPaths;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: APIRoute = async ({ props }) => {
  const { school } = (props as { tenant: Tenant }).tenant;
  const { primary, secondary } = school.colors;
  const name = school.name.length > 30 ? `${school.name.slice(0, 29)}…` : school.name;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${primary}"/><rect y="560" width="1200" height="70" fill="${secondary}"/><circle cx="220" cy="290" r="150" fill="#fff"/><text x="220" y="290" dy=".35em" text-anchor="middle" font-family="DejaVu Sans,Arial,sans-serif" font-weight="700" font-size="110" fill="${primary}">${esc(initialsOf(school.name))}</text><text x="420" y="270" font-family="DejaVu Sans,Arial,sans-serif" font-weight="700" font-size="56" fill="#fff">${esc(name)}</text><text x="420" y="340" font-family="DejaVu Sans,Arial,sans-serif" font-size="34" fill="#fff">${esc(`${school.address.city}, ${school.address.province}`)}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6, palette: true, effort: 1 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
