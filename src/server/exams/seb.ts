import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { waysRefusal, type ExamWay } from '../../shared/exams/platform/settings-schema.ts';
import { bearerToken } from '../auth/session.ts';
import { AppError, forbidden } from '../http/errors.ts';

/**
 * Safe Exam Browser sends, with every request, X-SafeExamBrowser-ConfigKeyHash = SHA-256(URL + Config Key)
 * and X-SafeExamBrowser-RequestHash = SHA-256(URL + Browser Exam Key), hex, where URL is the absolute
 * request URL without its fragment. A schedule that requires SEB lists the keys it accepts, and the school's
 * whitelisted lockdown apps add theirs; a request whose hashes match none is refused. The user agent is never
 * used as a check: anyone can send any user agent.
 */
export function sebHash(url: string, key: string): string {
  return createHash('sha256')
    .update(url + key)
    .digest('hex');
}

function matches(header: string | string[] | undefined, url: string, keys: readonly string[]): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const given = Buffer.from(header.toLowerCase(), 'hex');
  return keys.some((key) => timingSafeEqual(Buffer.from(sebHash(url, key), 'hex'), given));
}

export function requestUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url}`;
}

export interface ExamEntryRules {
  sebRequired: boolean;
  sebConfigKeys: string[];
  sebBrowserExamKeys: string[];
  /** The school's rules, carried by the cached schedule (schedule-cache.ts). */
  allowedPlatforms: readonly string[];
  schoolConfigKeys: readonly string[];
  schoolBrowserExamKeys: readonly string[];
}

/**
 * The way a request came in, by what it carries: Safe Exam Browser when its hashes match a key of the
 * schedule or the school (an unverifiable SEB header proves nothing, so it counts as the carrier below);
 * else the app, by a signed link without a session; else the portal, by the student's session.
 */
export function examWayOf(request: FastifyRequest, rules: ExamEntryRules): ExamWay {
  const url = requestUrl(request);
  const viaSeb =
    matches(request.headers['x-safeexambrowser-configkeyhash'], url, [...rules.sebConfigKeys, ...rules.schoolConfigKeys]) ||
    matches(request.headers['x-safeexambrowser-requesthash'], url, [...rules.sebBrowserExamKeys, ...rules.schoolBrowserExamKeys]);
  if (viaSeb) return 'seb';
  return bearerToken(request.headers.authorization) ? 'portal' : 'app';
}

/**
 * Every attempt call (start, state, save, finish, events) passes here with the cached schedule: the school's
 * ways in first (403 naming the ways it accepts), then the schedule's own Safe Exam Browser requirement.
 */
export function checkSafeExamBrowser(request: FastifyRequest, schedule: ExamEntryRules): void {
  const way = examWayOf(request, schedule);
  if (!schedule.allowedPlatforms.includes(way)) throw forbidden(waysRefusal(schedule.allowedPlatforms));
  if (schedule.sebRequired && way !== 'seb') {
    throw new AppError('forbidden', 'Ujian ini wajib dikerjakan dengan Safe Exam Browser yang dikonfigurasi sekolah.');
  }
}
