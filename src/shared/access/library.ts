/** Who each library screen is for (see audience.ts): the pustakawan runs the library, members use the OPAC. */
import type { AudienceTable } from './audience.ts';
import { LIBRARY_PERMISSIONS } from '../library/permissions.ts';

const DESK = LIBRARY_PERMISSIONS['library.manage'];
const READERS = LIBRARY_PERMISSIONS['library.reports'];
const MEMBERS = LIBRARY_PERMISSIONS['library.search'];

export const LIBRARY_AUDIENCE: AudienceTable = {
  data_buku: READERS,
  data_buku_detail: READERS,
  data_buku_store: DESK,
  data_buku_edit: DESK,
  pencarian_buku: MEMBERS,
  detail_pencarian_buku: MEMBERS,
  peminjaman_buku: DESK,
  pengembalian_buku: DESK,
  perpanjangan_buku: DESK,
};
