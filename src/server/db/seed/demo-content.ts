import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { schools } from '../schema/schools.ts';
import { classMaps, sections } from '../schema/master.ts';
import { jobs } from '../schema/jobs.ts';
import { messages } from '../schema/messaging.ts';
import { announcementRecipients, announcements, chatConversations, chatMessages, pollOptions, polls, pollVotes, posts } from '../schema/content.ts';
import { recipientsOf } from '../../content/audience.ts';
import { BROADCAST_JOB } from '../../content/broadcast-job.ts';
import { sanitizeRichText } from '../../content/sanitize.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

const DAY = 86_400_000;
const NEWS: [string, string, string][] = [
  [
    'Siswa SMK Demo Raih Juara 1 LKS Akuntansi Kota',
    'Tim akuntansi kelas XI meraih juara 1 Lomba Kompetensi Siswa tingkat kota dan mewakili kota ke tingkat provinsi.',
    '<p>Tim akuntansi kelas XI meraih <strong>juara 1</strong> Lomba Kompetensi Siswa (LKS) tingkat kota. Mereka akan mewakili kota di tingkat provinsi bulan depan.</p><p>Selamat kepada para siswa dan guru pembimbing.</p>',
  ],
  [
    'Kunjungan Industri ke Kawasan Industri Cikarang',
    'Siswa kelas XI TKJ dan AKL mengunjungi tiga perusahaan mitra untuk mengenal dunia kerja.',
    '<p>Sebanyak 64 siswa kelas XI mengikuti kunjungan industri ke tiga perusahaan mitra di Cikarang. Siswa mengamati proses kerja dan bertanya langsung kepada para praktisi.</p>',
  ],
  [
    'Jadwal Asesmen Sumatif Akhir Semester Ganjil',
    'Asesmen sumatif akhir semester ganjil dilaksanakan secara daring di laboratorium komputer sekolah.',
    '<p>Asesmen sumatif akhir semester ganjil dilaksanakan pada pekan kedua Desember secara daring. Siswa diminta hadir 15 menit sebelum sesi dan membawa kartu ujian.</p><ul><li>Sesi 1: 07.30–09.00</li><li>Sesi 2: 09.30–11.00</li></ul>',
  ],
];

/**
 * SMK Demo's information and website (issue 20): three published news items, announcements for everyone, the
 * parents and one rombel (some read), an open poll with votes, and one WhatsApp broadcast to the parents with a
 * delivery status per parent, and a chat between guru@ and ortu@. Only when the school has no posts yet.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(posts).where(eq(posts.schoolId, schoolId));
  if (n > 0) return;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.email, ['admin@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id'])));
  const id = (email: string) => accounts.find((a) => a.email === email)?.id ?? null;
  const admin = id('admin@demo.sch.id');
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(posts).values(
      NEWS.map(([title, summary, body], i) => ({
        schoolId,
        kind: 'news',
        title,
        summary,
        body: sanitizeRichText(body),
        status: 'published',
        publishedAt: new Date(now - (i + 1) * 2 * DAY),
        createdBy: admin,
        createdAt: new Date(now - (i + 1) * 2 * DAY),
        updatedAt: new Date(now - (i + 1) * 2 * DAY),
      })),
    );

    // Announcements, delivered (their recipients), one already read by the demo student.
    const siswa = id('siswa@demo.sch.id');
    const [rombel] = siswa
      ? await tx
          .select({ id: classMaps.sectionId, name: sections.name })
          .from(classMaps)
          .innerJoin(sections, eq(sections.id, classMaps.sectionId))
          .where(eq(classMaps.userId, siswa))
          .limit(1)
      : [];
    const info = [
      {
        title: 'Libur Hari Guru Nasional',
        body: 'Kegiatan belajar mengajar tetap berlangsung; upacara Hari Guru dimulai pukul 07.00 di lapangan.',
        audience: 'all',
        at: now - 3 * DAY,
      },
      {
        title: 'Pengambilan rapor tengah semester',
        body: 'Orang tua/wali diundang mengambil rapor tengah semester hari Sabtu pukul 08.00–11.00 di kelas masing-masing.',
        audience: 'parents',
        at: now - DAY,
      },
      ...(rombel
        ? [
            {
              title: `Jadwal piket kelas ${rombel.name}`,
              body: 'Jadwal piket baru berlaku mulai Senin. Lihat papan kelas.',
              audience: `rombel:${rombel.id}`,
              at: now - 2 * DAY,
            },
          ]
        : []),
    ];
    for (const a of info) {
      const [row] = await tx
        .insert(announcements)
        .values({ schoolId, title: a.title, body: a.body, audience: a.audience, sendAt: new Date(a.at), createdAt: new Date(a.at), createdBy: admin })
        .returning();
      const people = await recipientsOf(tx, schoolId, a.audience);
      if (people.length)
        await tx.insert(announcementRecipients).values(
          people.map((p) => ({
            announcementId: row.id,
            userId: p.userId,
            schoolId,
            readAt: a.audience === 'all' && p.userId === siswa ? new Date(a.at + 3600_000) : null,
          })),
        );
    }

    // An open poll for everyone, with a few votes (not the demo accounts', so they can vote themselves).
    const [poll] = await tx
      .insert(polls)
      .values({
        schoolId,
        question: 'Kegiatan apa yang paling Anda inginkan untuk class meeting akhir semester?',
        description: 'Satu suara per akun. Hasil dapat dilihat setelah memilih.',
        audience: 'all',
        closesAt: new Date(now + 30 * DAY),
        createdBy: admin,
      })
      .returning();
    const options = await tx
      .insert(pollOptions)
      .values(
        ['Lomba futsal antarkelas', 'Pentas seni', 'Lomba kebersihan kelas', 'Bazar kewirausahaan'].map((label, position) => ({
          pollId: poll.id,
          schoolId,
          label,
          position,
        })),
      )
      .returning();
    const voters = (await recipientsOf(tx, schoolId, 'students')).filter((p) => p.userId !== siswa).slice(0, 40);
    if (voters.length)
      await tx
        .insert(pollVotes)
        .values(voters.map((v, i) => ({ pollId: poll.id, userId: v.userId, optionId: options[[0, 1, 0, 3, 1, 0, 2][i % 7]].id, schoolId })));

    // One WhatsApp broadcast to the parents, already sent: a delivery status per parent.
    const at = new Date(now - 2 * 3600_000);
    const [job] = await tx
      .insert(jobs)
      .values({ schoolId, userId: admin, kind: BROADCAST_JOB, payload: {}, status: 'done', progress: 100, runAt: at, finishedAt: at, result: {} })
      .returning({ id: jobs.id });
    const [cast] = await tx
      .insert(announcements)
      .values({
        schoolId,
        title: 'Rapat komite sekolah',
        body: 'Yth. Bapak/Ibu, rapat komite sekolah diadakan Sabtu pukul 09.00 di aula. Mohon hadir.',
        audience: 'parents',
        channel: 'whatsapp',
        status: 'sent',
        sendAt: at,
        createdAt: at,
        jobId: job.id,
        createdBy: admin,
      })
      .returning();
    await tx
      .update(jobs)
      .set({ payload: { announcementId: cast.id } })
      .where(eq(jobs.id, job.id));
    const parents = await recipientsOf(tx, schoolId, 'parents');
    const withPhone = parents.filter((p) => p.phone);
    const sent = withPhone.length
      ? await tx
          .insert(messages)
          .values(
            withPhone.map((p, i) => ({
              schoolId,
              channel: 'whatsapp',
              provider: 'outbox',
              recipient: p.phone!,
              subject: cast.title,
              body: `${cast.title}\n\n${cast.body}`,
              status: i % 9 === 4 ? 'failed' : 'outbox',
              error: i % 9 === 4 ? 'Nomor tidak terdaftar di WhatsApp.' : null,
              createdAt: at,
              sentAt: at,
            })),
          )
          .returning({ id: messages.id })
      : [];
    // A chat between the demo teacher (homeroom of siswa@'s rombel) and ortu@, the last message unread by the parent.
    const [guru, ortu] = [id('guru@demo.sch.id'), id('ortu@demo.sch.id')];
    if (guru && ortu) {
      const [chat] = await tx
        .insert(chatConversations)
        .values({ schoolId, staffUserId: guru, otherUserId: ortu, lastMessageAt: new Date(now - 3600_000) })
        .returning();
      const lines: [number, string, number][] = [
        [ortu, 'Selamat pagi, Pak Budi. Andi kemarin tidak masuk karena demam, surat izinnya menyusul.', 5 * 3600_000],
        [guru, 'Selamat pagi, Pak Hendra. Terima kasih kabarnya, semoga Andi lekas sembuh.', 4 * 3600_000],
        [ortu, 'Aamiin, terima kasih Pak.', 3 * 3600_000],
        [guru, 'Tugas matematika minggu ini bisa dikumpulkan Senin, Pak.', 3600_000],
      ];
      const written = await tx
        .insert(chatMessages)
        .values(lines.map(([senderId, body, ago]) => ({ conversationId: chat.id, schoolId, senderId, body, createdAt: new Date(now - ago) })))
        .returning({ id: chatMessages.id });
      await tx.update(chatConversations).set({ staffLastRead: written[3].id, otherLastRead: written[2].id }).where(eq(chatConversations.id, chat.id));
    }
    if (parents.length) {
      await tx.insert(announcementRecipients).values(
        parents.map((p) => {
          const k = withPhone.indexOf(p);
          return { announcementId: cast.id, userId: p.userId, schoolId, address: p.phone, messageId: k >= 0 ? sent[k].id : null };
        }),
      );
    }
  });
}
