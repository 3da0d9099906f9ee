/**
 * Generated images: a school's logo (its initials on its colour) and gallery illustrations. No photographs,
 * nothing copyrighted; each file is a few hundred bytes and scales on any screen.
 */
const STAGES = new Set(['TK', 'SD', 'MI', 'SMP', 'MTS', 'SMA', 'MA', 'SMK', 'SLB', 'ISLAM']);

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  const core = words.filter((w) => !STAGES.has(w.toUpperCase()));
  const picked = (core.length ? core : words).slice(0, 2).map((w) => (/^\d+$/.test(w) || /^[IVX]+$/.test(w) ? w : w[0]));
  return picked.join('').toUpperCase().slice(0, 3);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function logoSvg(name: string, primary: string, secondary: string): string {
  const initials = esc(initialsOf(name));
  const size = initials.length > 2 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="Logo ${esc(name)}"><circle cx="50" cy="50" r="48" fill="${primary}"/><circle cx="50" cy="50" r="41" fill="none" stroke="${secondary}" stroke-width="4"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${initials}</text></svg>`;
}

const SCENES: Record<string, (c1: string, c2: string) => string> = {
  gedung: (c1, c2) =>
    `<rect x="60" y="90" width="200" height="100" fill="${c1}"/><polygon points="50,92 160,40 270,92" fill="${c2}"/>${windows(80, 110, 6, 2, 30, 30)}<rect x="145" y="150" width="30" height="40" fill="#fff" opacity=".85"/><line x1="290" y1="190" x2="290" y2="60" stroke="#374151" stroke-width="3"/><rect x="290" y="60" width="24" height="8" fill="#dc2626"/><rect x="290" y="68" width="24" height="8" fill="#fff"/>`,
  lapangan: (c1, c2) =>
    `<rect x="20" y="120" width="280" height="70" rx="6" fill="#16a34a"/><rect x="40" y="130" width="240" height="50" fill="none" stroke="#fff" stroke-width="2"/><circle cx="160" cy="155" r="12" fill="none" stroke="#fff" stroke-width="2"/>${people(60, 112, 5, c1, c2)}`,
  kelas: (c1, c2) =>
    `<rect x="40" y="40" width="160" height="80" fill="#14532d"/><text x="120" y="85" text-anchor="middle" font-size="16" fill="#fff" font-family="sans-serif">A B C 1 2 3</text>${desks(30, 140, 4, c1)}${people(45, 130, 4, c1, c2)}`,
  upacara: (c1, c2) =>
    `<line x1="160" y1="190" x2="160" y2="30" stroke="#374151" stroke-width="4"/><rect x="162" y="32" width="50" height="15" fill="#dc2626"/><rect x="162" y="47" width="50" height="15" fill="#fff" stroke="#e5e7eb"/>${people(40, 160, 4, c1, c2)}${people(200, 160, 4, c1, c2)}`,
  perpustakaan: (c1, c2) => `${shelf(40, 50, c1, c2)}${shelf(40, 110, c2, c1)}${shelf(180, 50, c2, c1)}${shelf(180, 110, c1, c2)}`,
  lab: (c1, c2) =>
    `<rect x="30" y="140" width="260" height="12" fill="#6b7280"/><path d="M90 80h20v30l20 30h-60l20-30z" fill="${c1}" opacity=".85"/><rect x="170" y="70" width="14" height="70" rx="7" fill="${c2}"/><rect x="200" y="90" width="14" height="50" rx="7" fill="${c1}"/><circle cx="250" cy="120" r="20" fill="${c2}" opacity=".7"/>`,
  seni: (c1, c2) =>
    `<rect x="20" y="150" width="280" height="40" fill="#7c2d12"/><path d="M20 20h280v20H20z" fill="${c1}"/><path d="M20 40q40 60 0 110M300 40q-40 60 0 110" fill="${c2}"/>${people(110, 142, 3, c1, c2)}`,
  alam: (c1, c2) =>
    `<circle cx="260" cy="50" r="22" fill="#facc15"/><path d="M0 170q80-70 160 0t160 0v30H0z" fill="#16a34a"/>${tree(70, 120, c1)}${tree(130, 130, c2)}${tree(220, 125, c1)}`,
};

function windows(x: number, y: number, cols: number, rows: number, dx: number, dy: number): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += `<rect x="${x + c * dx}" y="${y + r * dy}" width="18" height="16" fill="#fff" opacity=".8"/>`;
  return out;
}
function people(x: number, y: number, n: number, c1: string, c2: string): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += `<circle cx="${x + i * 22}" cy="${y - 26}" r="7" fill="#f1c27d"/><rect x="${x + i * 22 - 7}" y="${y - 18}" width="14" height="20" rx="4" fill="${i % 2 ? c1 : c2}"/>`;
  return out;
}
function desks(x: number, y: number, n: number, c: string): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += `<rect x="${x + i * 70}" y="${y}" width="50" height="8" fill="#92400e"/><rect x="${x + i * 70 + 5}" y="${y + 8}" width="4" height="30" fill="${c}"/>`;
  return out;
}
function shelf(x: number, y: number, c1: string, c2: string): string {
  let out = `<rect x="${x}" y="${y + 50}" width="110" height="5" fill="#78350f"/>`;
  for (let i = 0; i < 9; i++)
    out += `<rect x="${x + 4 + i * 12}" y="${y + 12 + (i % 3) * 4}" width="10" height="${38 - (i % 3) * 4}" fill="${i % 2 ? c1 : c2}"/>`;
  return out;
}
function tree(x: number, y: number, c: string): string {
  return `<rect x="${x - 4}" y="${y}" width="8" height="40" fill="#78350f"/><circle cx="${x}" cy="${y - 10}" r="24" fill="${c}" opacity=".9"/>`;
}

export function sceneSvg(scene: string, caption: string, primary: string, secondary: string): string {
  const draw = SCENES[scene] ?? SCENES.gedung;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${esc(caption)}"><rect width="320" height="240" fill="#e0f2fe"/><rect y="190" width="320" height="50" fill="#d1d5db"/>${draw(primary, secondary)}</svg>`;
}
