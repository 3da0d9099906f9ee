/**
 * The school website's plain lists (issue 20, the post_* routes, inf_data_sumber and the students' achievements):
 * what the office writes here is what the school's public pages show (src/server/content/public-site.ts).
 */
import { defineResource } from '../define.ts';
import { checkbox, computed, date, image, integer, reference, select, text, textarea, url } from '../fields.ts';
import { LEADERS, EDUCATORS } from '../access.ts';
import { ACHIEVEMENT_LEVELS, FEATURE_ICONS, FIGURE_SOURCES, SOCIAL_PLATFORMS, youtubeId } from '../../content/website-lists.ts';

/** The office and the principal keep the website (the same people who post news). */
const access = { read: LEADERS, write: LEADERS };
const order = () => integer('sort_order', 'Urutan', { min: 1, max: 99, defaultValue: 1, help: 'Urutan tampil di situs, dari yang terkecil.' });

export const SITE_SLIDERS = defineResource({
  name: 'site-sliders',
  title: 'Slider Gambar',
  scope: 'school',
  fields: [
    text('title', 'Judul', { max: 100, placeholder: 'Selamat datang di sekolah kami' }),
    textarea('caption', 'Keterangan', { optional: true, max: 300 }),
    image('image', 'Gambar', 'website_image', {
      optional: true,
      help: 'JPG, PNG atau WebP, maksimal 5 MB; lebar 1200 px dianjurkan. Tanpa gambar, slider tampil sebagai spanduk berwarna.',
    }),
    url('link', 'Tautan', { optional: true, allowPath: true, help: 'Halaman yang dibuka saat slider diklik, mis. /form_registration/ (boleh kosong).' }),
    order(),
    checkbox('is_active', 'Tampilkan di situs', { defaultValue: true }),
  ],
  columns: [{ field: 'title', primary: true }, 'sort_order', 'is_active'],
  search: ['title'],
  sortable: ['title', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['is_active'],
  access,
  labelField: 'title',
  routes: { list: 'post_image_sliders_index', create: 'post_image_sliders', edit: 'post_image_sliders_update' },
  description: 'Gambar besar yang bergantian di beranda situs sekolah.',
});

export const SITE_SPEECH = defineResource({
  name: 'site-speech',
  title: 'Sambutan Kepala Sekolah',
  scope: 'school',
  singleton: true,
  fields: [
    text('heading', 'Judul Sambutan', { max: 150, placeholder: 'Selamat datang di situs sekolah kami' }),
    text('principal_name', 'Nama Kepala Sekolah', { max: 100 }),
    text('principal_title', 'Jabatan', { max: 100, defaultValue: 'Kepala Sekolah' }),
    textarea('body', 'Isi Sambutan', { max: 6000, help: 'Pisahkan paragraf dengan baris kosong.' }),
    image('photo', 'Foto Kepala Sekolah', 'website_image', { optional: true }),
  ],
  columns: [{ field: 'heading', primary: true }],
  search: [],
  sortable: [],
  defaultSort: { field: 'heading', dir: 'asc' },
  filters: [],
  access,
  labelField: 'heading',
  routes: { list: 'post_speech_heads', create: 'post_speech_heads', edit: 'post_speech_heads' },
  description: 'Sambutan yang tampil di beranda dan halaman Sambutan Kepala Sekolah situs sekolah.',
});

export const SITE_VIDEOS = defineResource({
  name: 'site-videos',
  title: 'Video',
  scope: 'school',
  fields: [
    text('title', 'Judul Video', { max: 120 }),
    url('video_url', 'Alamat Video YouTube', {
      placeholder: 'https://www.youtube.com/watch?v=…',
      host: /^((www|m)\.)?youtube\.com$|^youtu\.be$/,
      hostMessage: 'Isi alamat video YouTube, mis. https://www.youtube.com/watch?v=…',
    }),
    textarea('description', 'Keterangan', { optional: true, max: 500 }),
    order(),
  ],
  refine(value, ctx) {
    if (typeof value.video_url === 'string' && !youtubeId(value.video_url)) {
      ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'Alamat ini tidak menunjuk satu video YouTube.' });
    }
  },
  columns: [{ field: 'title', primary: true }, 'video_url', 'sort_order'],
  search: ['title'],
  sortable: ['title', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: [],
  access,
  labelField: 'title',
  routes: { list: 'post_videos_index', create: 'post_videos', edit: 'post_videos_update' },
  description: 'Video kegiatan sekolah di YouTube yang ditautkan dari situs sekolah.',
});

export const SITE_ALBUMS = defineResource({
  name: 'site-albums',
  title: 'Album Foto',
  scope: 'school',
  fields: [
    text('title', 'Nama Album', { max: 120, placeholder: 'Pentas Seni 2026' }),
    date('album_date', 'Tanggal Kegiatan'),
    textarea('description', 'Keterangan', { optional: true, max: 500 }),
    checkbox('is_published', 'Tampilkan di situs', { defaultValue: true }),
    computed('photo_count', 'Jumlah Foto', 'number'),
  ],
  columns: [{ field: 'title', primary: true }, 'album_date', 'photo_count', 'is_published'],
  search: ['title'],
  sortable: ['title', 'album_date'],
  defaultSort: { field: 'album_date', dir: 'desc' },
  filters: ['is_published'],
  access,
  labelField: 'title',
  routes: { list: 'post_album_index', create: 'post_album', edit: 'post_album_update' },
  description: 'Album galeri foto situs sekolah. Foto dimasukkan lewat menu Unggah Gambar.',
});

export const SITE_FEATURES = defineResource({
  name: 'site-features',
  title: 'Fitur Unggulan',
  scope: 'school',
  fields: [
    text('title', 'Judul', { max: 80, placeholder: 'Teaching factory' }),
    textarea('description', 'Keterangan', { max: 400 }),
    select('icon', 'Ikon', FEATURE_ICONS, { defaultValue: 'book' }),
    order(),
  ],
  columns: [{ field: 'title', primary: true }, 'icon', 'sort_order'],
  search: ['title'],
  sortable: ['title', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: [],
  access,
  labelField: 'title',
  routes: { list: 'post_feature', create: 'post_feature_add', edit: 'post_feature_update' },
  description: 'Keunggulan sekolah yang tampil sebagai kartu di beranda situs sekolah.',
});

export const SITE_SOCIAL = defineResource({
  name: 'site-social',
  title: 'Media Sosial',
  scope: 'school',
  fields: [
    select('platform', 'Platform', SOCIAL_PLATFORMS),
    text('handle', 'Nama Akun', { max: 80, placeholder: '@smkdemonusantara' }),
    url('url', 'Alamat Halaman', { placeholder: 'https://instagram.com/…' }),
    order(),
  ],
  columns: [{ field: 'platform', primary: true }, 'handle', 'url', 'sort_order'],
  search: ['handle'],
  sortable: ['platform', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['platform'],
  access,
  labelField: 'handle',
  routes: { list: 'post_school_social_media', create: 'post_school_social_media', edit: 'post_school_social_media' },
  description: 'Akun media sosial sekolah yang ditautkan di profil dan kaki halaman situs sekolah.',
});

export const SITE_FIGURES = defineResource({
  name: 'site-figures',
  title: 'Sumber Data Informasi',
  scope: 'school',
  fields: [
    text('label', 'Nama Angka', { max: 60, placeholder: 'Peserta didik' }),
    select('source', 'Sumber Data', FIGURE_SOURCES, { defaultValue: 'students', help: 'Angka otomatis dihitung dari data sekolah saat halaman dibuka.' }),
    integer('manual_value', 'Nilai Manual', { optional: true, min: 0, max: 1_000_000, help: 'Hanya untuk sumber "Diisi manual".' }),
    order(),
    checkbox('is_shown', 'Tampilkan di situs', { defaultValue: true }),
    computed('current_value', 'Angka Saat Ini', 'number'),
  ],
  refine(value, ctx) {
    if (value.source === 'manual' && (value.manual_value === null || value.manual_value === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['manual_value'], message: 'Isi nilainya untuk sumber "Diisi manual".' });
    }
  },
  columns: [{ field: 'label', primary: true }, 'source', 'current_value', 'is_shown'],
  search: ['label'],
  sortable: ['label', 'sort_order'],
  defaultSort: { field: 'sort_order', dir: 'asc' },
  filters: ['source'],
  access,
  labelField: 'label',
  routes: { list: 'inf_data_sumber', create: 'inf_data_sumber', edit: 'inf_data_sumber_ubah' },
  description: 'Angka yang tampil di beranda situs sekolah dan dari mana asalnya: dihitung dari data sekolah, atau diisi manual.',
});

export const STUDENT_ACHIEVEMENTS = defineResource({
  name: 'student-achievements',
  title: 'Prestasi Siswa',
  scope: 'school',
  fields: [
    reference('sd_user_id', 'Siswa', 'students'),
    text('title', 'Prestasi', { max: 150, placeholder: 'Juara 1 Lomba Kompetensi Siswa bidang Otomotif' }),
    select('level', 'Tingkat', ACHIEVEMENT_LEVELS, { defaultValue: 'kabupaten' }),
    text('organizer', 'Penyelenggara', { optional: true, max: 120 }),
    date('achieved_on', 'Tanggal'),
    textarea('description', 'Keterangan', { optional: true, max: 1000 }),
    checkbox('show_on_site', 'Tampilkan di situs sekolah', { defaultValue: true }),
  ],
  columns: [{ field: 'title', primary: true }, 'sd_user_id', 'level', 'achieved_on', 'show_on_site'],
  search: ['title', 'organizer'],
  sortable: ['title', 'achieved_on', 'level'],
  defaultSort: { field: 'achieved_on', dir: 'desc' },
  filters: ['level', 'sd_user_id'],
  access: { read: EDUCATORS, write: LEADERS },
  labelField: 'title',
  routes: { list: 'student_achievement_information', create: 'student_achievement_information_add', edit: 'student_achievement_information_edit' },
  description: 'Prestasi siswa di lomba dan kejuaraan; yang ditandai tampil di beranda situs sekolah.',
});

export const GRADUATION_CONTENT = defineResource({
  name: 'graduation-content',
  title: 'Konten Kelulusan',
  scope: 'school',
  singleton: true,
  fields: [
    text('title', 'Judul', { max: 150, defaultValue: 'Pengumuman Kelulusan' }),
    textarea('body', 'Isi', { max: 6000, help: 'Pisahkan paragraf dengan baris kosong.' }),
    checkbox('is_published', 'Tampilkan di situs sekolah', { defaultValue: false }),
  ],
  columns: [{ field: 'title', primary: true }],
  search: [],
  sortable: [],
  defaultSort: { field: 'title', dir: 'asc' },
  filters: [],
  access,
  labelField: 'title',
  routes: { list: 'postgradcontent', create: 'postgradcontent', edit: 'postgradcontent' },
  description: 'Pengumuman dan ucapan kelulusan bagi lulusan; bila ditampilkan, muncul di beranda situs sekolah.',
});

export const WEBSITE_RESOURCES = [
  SITE_SLIDERS,
  SITE_SPEECH,
  SITE_VIDEOS,
  SITE_ALBUMS,
  SITE_FEATURES,
  SITE_SOCIAL,
  SITE_FIGURES,
  STUDENT_ACHIEVEMENTS,
  GRADUATION_CONTENT,
];
