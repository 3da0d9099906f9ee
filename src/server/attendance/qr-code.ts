/**
 * QR codes as an SVG path, from the encoder pdfmake ships (the same one that draws QR codes into our PDFs): no
 * second QR library. `measure` lays the code out as 5-unit squares; each becomes one square of the path.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const encoder = (
  require('pdfmake/js/qrEnc.js') as { default: { measure(node: { qr: string; eccLevel?: string }): { _canvas: { x: number; y: number; w: number }[] } } }
).default;

/** The modules of a QR code: its width in modules and an SVG path ("M0 0h1v1h-1z…") of the dark ones. */
export function qrPath(text: string): { size: number; path: string } {
  const [background, ...dark] = encoder.measure({ qr: text, eccLevel: 'M' })._canvas;
  const unit = dark[0]?.w ?? 5;
  return { size: Math.round(background.w / unit), path: dark.map((r) => `M${r.x / unit} ${r.y / unit}h1v1h-1z`).join('') };
}
