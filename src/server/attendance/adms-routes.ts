import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AppDeps } from '../http/context.ts';
import { devices } from '../db/schema/attendance.ts';
import { schoolSettings } from '../db/schema/master.ts';
import { DEFAULT_TIME_ZONE } from '../../shared/time/school-time.ts';
import { handshakeReply, parseAttlog } from './attlog.ts';
import { recordTaps } from './intake.ts';

const ZONE_HOURS: Record<string, number> = { 'Asia/Jakarta': 7, 'Asia/Pontianak': 7, 'Asia/Makassar': 8, 'Asia/Jayapura': 9 };

/** How stale a machine's "last seen" may get before a request writes it again (a gate pushes every few seconds). */
const SEEN_EVERY_MS = 60_000;

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

    // The machines' own connections (AppDeps.intakeDb): a gate's pushes do not wait behind the portal's crowd.
    const db = deps.intakeDb ?? deps.db;

    /** The machine by its serial, with its school's time zone, in one query; its last contact is written at most once a minute. */
    async function device(request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) {
      const serial = String(request.query.SN ?? '').trim();
      const [row] =
        serial && serial.length <= 64
          ? await db
              .select({ device: getTableColumns(devices), timeZone: schoolSettings.timeZone })
              .from(devices)
              .leftJoin(schoolSettings, eq(schoolSettings.schoolId, devices.schoolId))
              .where(eq(devices.serial, serial))
              .limit(1)
          : [];
      const found = row?.device;
      const keyOk = found && (found.kind === 'adms' ? !request.query.key || request.query.key === found.deviceKey : request.query.key === found.deviceKey);
      if (!found || !found.isActive || !keyOk) {
        void reply.status(401).type('text/plain; charset=utf-8').send('Perangkat tidak dikenal atau dinonaktifkan.');
        return null;
      }
      const now = new Date();
      if (!found.lastSeenAt || now.getTime() - found.lastSeenAt.getTime() > SEEN_EVERY_MS)
        await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, found.id));
      return { ...found, timeZone: row.timeZone ?? DEFAULT_TIME_ZONE };
    }
    const text = (reply: FastifyReply, body: string) => reply.type('text/plain; charset=utf-8').send(body);

    scope.get<{ Querystring: Query }>('/iclock/cdata', async (request, reply) => {
      const found = await device(request, reply);
      if (!found) return reply;
      return text(reply, handshakeReply(found.serial, ZONE_HOURS[found.timeZone] ?? 7));
    });

    scope.post<{ Querystring: Query; Body: unknown }>('/iclock/cdata', async (request, reply) => {
      const found = await device(request, reply);
      if (!found) return reply;
      if (String(request.query.table ?? '').toUpperCase() !== 'ATTLOG') return text(reply, 'OK');
      const { punches } = parseAttlog(typeof request.body === 'string' ? request.body : '');
      await recordTaps(db, { id: found.schoolId, timeZone: found.timeZone }, found.id, punches);
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
