/**
 * EventSource cannot send the Authorization header, and the bearer token must not travel in a URL (proxy and
 * access logs). So a session asks for a ticket (POST, with its token) and opens the stream with it: the ticket
 * names the session by its token's hash, lives one minute, and is signed with the database's own secret, so any
 * instance on the same database accepts it. Opening the stream still looks the session up: a revoked session's
 * ticket opens nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../auth/server-secrets.ts';
import { findSessionByHash, type Session } from '../auth/session.ts';

export const TICKET_SECONDS = 60;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export async function issueTicket(db: Db, tokenHash: string, now = Date.now()): Promise<string> {
  const body = `${tokenHash}.${now + TICKET_SECONDS * 1000}`;
  return `${body}.${sign(await serverSecret(db, 'stream'), body)}`;
}

/** The session a ticket names, or null when it is forged, expired, or its session has ended. */
export async function sessionOfTicket(db: Db, ticket: string, now = Date.now()): Promise<Session | null> {
  const [hash, expires, mac] = ticket.split('.');
  if (!hash || !expires || !mac || !/^\d+$/.test(expires) || Number(expires) < now) return null;
  const expected = Buffer.from(sign(await serverSecret(db, 'stream'), `${hash}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return findSessionByHash(db, hash);
}
