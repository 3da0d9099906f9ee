/**
 * Code 128 (ISO/IEC 15417), code set B: every printable ASCII character, which covers the member codes
 * (AGT000123) and copy barcodes (B00001) a USB scanner types back at the desk. The symbol table is the
 * standard's bar/space widths in modules, bar first; each symbol is 11 modules, the stop 13.
 */
const WIDTHS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

export const CODE128_WIDTHS: readonly string[] = WIDTHS;
const START_B = 104;
const STOP = 106;

/** True when every character can be written in code set B. */
export function isCode128B(text: string): boolean {
  return text.length > 0 && [...text].every((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) <= 126);
}

/** The symbol values: start B, the characters, the check symbol (weighted sum mod 103), stop. */
export function code128Values(text: string): number[] {
  if (!isCode128B(text)) throw new Error(`Code 128 B cannot encode "${text}"`);
  const data = [...text].map((ch) => ch.charCodeAt(0) - 32);
  const check = data.reduce((sum, v, i) => sum + v * (i + 1), START_B) % 103;
  return [START_B, ...data, check, STOP];
}

/** Alternating bar and space widths in modules, starting with a bar (quiet zones are the caller's). */
export function code128Modules(text: string): number[] {
  return code128Values(text).flatMap((v) => [...WIDTHS[v]].map(Number));
}

/** The bars as [x, width] in modules, for drawing with rectangles. */
export function code128Bars(text: string): { bars: [number, number][]; modules: number } {
  const bars: [number, number][] = [];
  let x = 0;
  code128Modules(text).forEach((w, i) => {
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return { bars, modules: x };
}
