import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../http/context.ts';
import { devices } from '../db/schema/attendance.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import { handshakeReply, parseAttlog } from './attlog.ts';
import { recordTaps } from './intake.ts';

const ZONE_HOURS: Record<string, number> = { 'Asia/Jakarta': 7, 'Asia/Pontianak': 7, 'Asia/Makassar': 8, 'Asia/Jayapura': 9 };

type Query = { SN?: string; table?: string; key?: string };

/**
 * The ZKTeco ADMS ("iclock") push endpoints, outside /api because the machines call fixed paths and speak
 * plain text. A machine is known by its serial (registered to one school, active); an RFID reader or QR tablet
 * also sends its key. Unknown or disabled: 401. Malformed ATTLOG lines are counted and skipped, never a 5xx.
 */
export function registerAdmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

    async function device(request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) {
      const serial = String(request.query.SN ?? '').trim();
      const [found] = serial && serial.length <= 64 ? await deps.db.select().from(devices).where(eq(devices.serial, serial)) : [];
      const keyOk = found && (found.kind === 'adms' ? !request.query.key || request.query.key === found.deviceKey : request.query.key === found.deviceKey);
      if (!found || !found.isActive || !keyOk) {
        void reply.status(401).type('text/plain; charset=utf-8').send('Perangkat tidak dikenal atau dinonaktifkan.');
        return null;
      }
      await deps.db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.id, found.id));
      return found;
    }
    const text = (reply: FastifyReply, body: string) => reply.type('text/plain; charset=utf-8').send(body);

    scope.get<{ Querystring: Query }>('/iclock/cdata', async (request, reply) => {
      const found = await device(request, reply);
      if (!found) return reply;
      const zone = await schoolTimeZone(deps.db, found.schoolId);
      return text(reply, handshakeReply(found.serial, ZONE_HOURS[zone] ?? 7));
    });

    scope.post<{ Querystring: Query; Body: unknown }>('/iclock/cdata', async (request, reply) => {
      const found = await device(request, reply);
      if (!found) return reply;
      if (String(request.query.table ?? '').toUpperCase() !== 'ATTLOG') return text(reply, 'OK');
      const { punches } = parseAttlog(typeof request.body === 'string' ? request.body : '');
      const timeZone = await schoolTimeZone(deps.db, found.schoolId);
      await recordTaps(deps.db, { id: found.schoolId, timeZone }, found.id, punches);
      return text(reply, `OK: ${punches.length}`);
    });

    scope.get<{ Querystring: Query }>('/iclock/getrequest', async (request, reply) => {
      const found = await device(request, reply);
      if (!found) return reply;
      return text(reply, 'OK');
    });

    scope.post<{ Querystring: Query }>('/iclock/devicecmd', async (request, reply) => {
      const found = await device(request, reply);
      if (!found) return reply;
      return text(reply, 'OK');
    });
  });
}
