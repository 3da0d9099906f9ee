/**
 * The school website's plain lists (issue 20, docs/decisions/0022-content.md): their options, and the catalogue
 * routes the generic resource screens serve for them. Plain data, read by the screen registry and the server.
 */

/** Served by the resource screens (MASTER_ROUTE_NAMES); the organisation structure is the org chart's list. */
export const WEBSITE_LIST_ROUTE_NAMES: readonly string[] = [
  'post_image_sliders_index',
  'post_image_sliders',
  'post_image_sliders_update',
  'post_speech_heads',
  'post_videos_index',
  'post_videos',
  'post_videos_update',
  'post_album_index',
  'post_album',
  'post_album_update',
  'post_feature',
  'post_feature_add',
  'post_feature_update',
  'post_school_organisation_struct',
  'post_school_social_media',
  'postgradcontent',
  'inf_data_sumber',
  'inf_data_sumber_ubah',
  'student_achievement_information',
  'student_achievement_information_add',
  'student_achievement_information_edit',
];

export const SOCIAL_PLATFORMS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'x', label: 'X (Twitter)' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'website', label: 'Situs lain' },
] as const;

/** Where a figure on the website comes from: the school's live data, or a number the office types. */
export const FIGURE_SOURCES = [
  { value: 'students', label: 'Jumlah siswa aktif (otomatis)' },
  { value: 'teachers', label: 'Jumlah guru aktif (otomatis)' },
  { value: 'staff', label: 'Jumlah tenaga kependidikan aktif (otomatis)' },
  { value: 'sections', label: 'Jumlah rombel tahun ajaran berjalan (otomatis)' },
  { value: 'manual', label: 'Diisi manual' },
] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number]['value'];

export const ACHIEVEMENT_LEVELS = [
  { value: 'sekolah', label: 'Sekolah' },
  { value: 'kecamatan', label: 'Kecamatan' },
  { value: 'kabupaten', label: 'Kabupaten/Kota' },
  { value: 'provinsi', label: 'Provinsi' },
  { value: 'nasional', label: 'Nasional' },
  { value: 'internasional', label: 'Internasional' },
] as const;

export const FEATURE_ICONS = [
  { value: 'book', label: 'Buku (akademik)' },
  { value: 'trophy', label: 'Piala (prestasi)' },
  { value: 'tools', label: 'Perkakas (praktik/bengkel)' },
  { value: 'laptop', label: 'Laptop (teknologi)' },
  { value: 'people', label: 'Orang (karakter/ekskul)' },
  { value: 'globe', label: 'Bola dunia (kerja sama)' },
] as const;

/** The id of a YouTube video from its address (watch?v=, youtu.be/, shorts/, embed/); null for anything else. */
export function youtubeId(address: string): string | null {
  try {
    const u = new URL(address);
    const host = u.hostname.replace(/^(www|m)\./, '');
    const id = host === 'youtu.be' ? u.pathname.slice(1) : host === 'youtube.com' ? (u.searchParams.get('v') ?? u.pathname.split('/')[2] ?? '') : '';
    return /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
