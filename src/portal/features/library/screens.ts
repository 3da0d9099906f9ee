/** Library screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const desk: Loader = () => import('./desk-screen.tsx');
const opac: Loader = () => import('./opac-screen.tsx');
const book: Loader = () => import('./book-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  data_buku: opac,
  pencarian_buku: opac,
  data_buku_detail: book,
  data_buku_store: book,
  data_buku_edit: book,
  detail_pencarian_buku: book,
  peminjaman_buku: desk,
  pengembalian_buku: desk,
  perpanjangan_buku: desk,
};
