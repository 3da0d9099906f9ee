/** What a material may hold: sanitised rich text, an http(s) link, a YouTube video shown through its embed address. */
import { cleanRichText } from '../exams/rich-text.ts';
import { validationError } from '../http/errors.ts';

export const cleanHtml = (html: string | null | undefined): string | null => {
  const clean = html ? cleanRichText(html) : '';
  return clean ? clean : null;
};

export function httpUrl(raw: string | null | undefined, field = 'url'): string {
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    throw validationError({ [field]: ['Alamat tautan tidak valid (harus diawali https:// atau http://).'] });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw validationError({ [field]: ['Alamat tautan harus diawali https:// atau http://.'] });
  return url.toString();
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The embed address of a YouTube video, or null: only that host is framed, so a material cannot frame any page. */
export function embedUrlOf(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id =
    host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' ? (url.searchParams.get('v') ?? url.pathname.replace(/^\/(embed|shorts)\//, '')) : '';
  return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
