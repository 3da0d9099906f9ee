import type { APIRoute, GetStaticPaths } from 'astro';
import { sceneSvg } from '../../../../../components/public/svg.ts';
import { getTenants } from '../../../../../components/public/tenants.ts';

/** /sekolah/<slug>/galeri/<album>/<n>.svg: a generated illustration per gallery photo. */
export const getStaticPaths = (async () =>
  (await getTenants()).flatMap(({ slug, school, gallery }) =>
    gallery.albums.flatMap((album) =>
      album.photos.map((photo, i) => ({
        params: { slug, album: album.slug, photo: String(i + 1) },
        props: { svg: sceneSvg(photo.scene, photo.caption, school.colors.primary, school.colors.secondary) },
      })),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
