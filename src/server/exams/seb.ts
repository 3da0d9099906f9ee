import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';

/**
 * Safe Exam Browser sends, with every request, X-SafeExamBrowser-ConfigKeyHash = SHA-256(URL + Config Key)
 * and X-SafeExamBrowser-RequestHash = SHA-256(URL + Browser Exam Key), hex, where URL is the absolute
 * request URL without its fragment. A schedule that requires SEB lists the keys it accepts; a request whose
 * hashes match none is refused. The user agent is never used as a check: anyone can send any user agent.
 */
export function sebHash(url: string, key: string): string {
  return createHash('sha256').update(url + key).digest('hex');
}

function matches(header: string | string[] | undefined, url: string, keys: readonly string[]): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const given = Buffer.from(header.toLowerCase(), 'hex');
  return keys.some((key) => timingSafeEqual(Buffer.from(sebHash(url, key), 'hex'), given));
}

export function requestUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url}`;
}

export function checkSafeExamBrowser(
  request: FastifyRequest,
  schedule: { sebRequired: boolean; sebConfigKeys: string[]; sebBrowserExamKeys: string[] },
): void {
  if (!schedule.sebRequired) return;
  const url = requestUrl(request);
  const ok =
    matches(request.headers['x-safeexambrowser-configkeyhash'], url, schedule.sebConfigKeys) ||
    matches(request.headers['x-safeexambrowser-requesthash'], url, schedule.sebBrowserExamKeys);
  if (!ok) throw new AppError('forbidden', 'Ujian ini wajib dikerjakan dengan Safe Exam Browser yang dikonfigurasi sekolah.');
}
