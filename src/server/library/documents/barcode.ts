import type { Content } from 'pdfmake/interfaces';
import { code128Bars } from '../../../shared/library/code128.ts';

/**
 * A Code 128 barcode drawn with pdfmake's vector canvas (no image, sharp at any printer resolution), with the
 * text under it. `module` is the narrowest bar in points (0.75 pt ≈ 0.26 mm, readable by a cheap USB scanner).
 */
export function barcode(text: string, options: { module?: number; height?: number; fontSize?: number } = {}): Content {
  const module = options.module ?? 0.75;
  const height = options.height ?? 28;
  const { bars, modules } = code128Bars(text);
  const quiet = 10 * module;
  return {
    stack: [
      {
        canvas: bars.map(([x, w]) => ({ type: 'rect' as const, x: quiet + x * module, y: 0, w: w * module, h: height, color: '#000000' })),
        width: modules * module + 2 * quiet,
      },
      { text, fontSize: options.fontSize ?? 7, alignment: 'left', margin: [quiet, 1, 0, 0] },
    ],
  } as Content;
}
