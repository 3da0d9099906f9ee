/** Document 02, section 2.14: information, polls and website content. */
import { section } from '../define.ts';

// "A number of these carry no sign-in flag" without saying which: guarded, because every one of them is
// used by signed-in users and guessing a route open would widen the boundary on no evidence.
const INFO_AND_POLLS = section('content', 'requiresAuth', [
  ['/inf_data_sumber', 'Sumber Data Informasi'],
  ['/inf_data_sumber_ubah/:id', 'Ubah Sumber Data Informasi'],
  ['/vote_poll', 'Polling'],
  ['/vote_poll_add', 'Tambah Polling'],
  ['/vote_poll_edit', 'Ubah Polling'],
  ['/vote_poll_detail/:id', 'Detail Polling'],
  ['/vote_poll_doit/:id', 'Isi Polling'],
  ['/student_achievement_information', 'Informasi Prestasi Siswa'],
  ['/student_achievement_information_add', 'Tambah Prestasi Siswa'],
  ['/student_achievement_information_edit', 'Ubah Prestasi Siswa'],
  ['/inf_news_content', 'Konten Berita'],
]);

const WEBSITE_CONTENT = section('content', 'requiresAuth', [
  ['/post_news_index', 'Berita'],
  ['/post_news', 'Tambah Berita'],
  ['/post_news_update/:id', 'Ubah Berita'],
  ['/post_image_sliders_index', 'Slider Gambar'],
  ['/post_image_sliders', 'Tambah Slider Gambar'],
  ['/post_image_sliders_update/:id', 'Ubah Slider Gambar'],
  ['/post_speech_heads', 'Sambutan Kepala Sekolah'],
  ['/post_videos_index', 'Video'],
  ['/post_videos', 'Tambah Video'],
  ['/post_videos_update/:id', 'Ubah Video'],
  ['/post_album_index', 'Album Foto'],
  ['/post_album', 'Tambah Album Foto'],
  ['/post_album_update/:id', 'Ubah Album Foto'],
  ['/post_upload_image', 'Unggah Gambar'],
  ['/post_feature', 'Fitur Unggulan'],
  ['/post_feature_add', 'Tambah Fitur Unggulan'],
  ['/post_feature_update/:id', 'Ubah Fitur Unggulan'],
  ['/post/school_organisation_struct', 'Struktur Organisasi Sekolah'],
  ['/post/school_social_media', 'Media Sosial Sekolah'],
  ['/postgradcontent', 'Konten Kelulusan'],
]);

// Guardians and foundation carry no access label: guarded, since they show the signed-in user's own data.
const GUARDIANS_AND_FOUNDATION = section('content', 'requiresAuth', [
  ['/guardian/data', 'Data Orang Tua'],
  ['/guardian/datas', 'Data Anak'],
  ['/new_guardian/data', 'Data Orang Tua (Baru)'],
  ['/foundation', 'Yayasan'],
  ['/foundation/users', 'Pengguna Yayasan'],
]);

export const CONTENT = [...INFO_AND_POLLS, ...WEBSITE_CONTENT, ...GUARDIANS_AND_FOUNDATION];
