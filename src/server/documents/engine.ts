/**
 * The one PDF engine (decision 0008): pdfmake on pdfkit, in the server process, no browser. Fonts are Noto Sans
 * (regular and bold, SIL OFL) shipped by @fontsource/noto-sans and embedded (subset) in every file. Documents
 * never fetch a URL and read no local file but these fonts: images come in as data URLs.
 */
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const FONTS = {
  normal: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};
const FONT_FILES = new Set(Object.values(FONTS));
export const FONT_FAMILY = 'NotoSans';

/** Called with the share (0 to 1) of the document drawn so far: a background job reports it as its progress. */
export type RenderProgress = (share: number) => void;

interface Engine {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  setProgressCallback(callback: RenderProgress): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

/**
 * pdfmake exports one shared instance whose progress callback is global; a fresh instance of its class per
 * render keeps two renders (two requests, or a job beside a request) from reporting into each other.
 */
function newEngine(onProgress?: RenderProgress): Engine {
  const EngineClass = (pdfmake as unknown as { constructor: new () => Engine }).constructor;
  const engine = new EngineClass();
  engine.setFonts({ [FONT_FAMILY]: { normal: FONTS.normal, bold: FONTS.bold, italics: FONTS.normal, bolditalics: FONTS.bold } });
  engine.setUrlAccessPolicy(() => false);
  engine.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  if (onProgress) engine.setProgressCallback(onProgress);
  return engine;
}

/** Lays out and draws a document definition into the bytes of a PDF file. */
export async function renderPdf(definition: TDocumentDefinitions, onProgress?: RenderProgress): Promise<Buffer> {
  const buffer = await newEngine(onProgress).createPdf(definition).getBuffer();
  onProgress?.(1);
  return buffer;
}
