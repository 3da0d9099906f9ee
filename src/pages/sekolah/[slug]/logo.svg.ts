import type { APIRoute, GetStaticPaths } from 'astro';
import { logoSvg } from '../../../components/public/svg.ts';
import { getTenants, type Tenant } from '../../../components/public/tenants.ts';

export const getStaticPaths = (async () =>
  (await getTenants()).map((tenant) => ({ params: { slug: tenant.slug }, props: { tenant } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { school } = (props as { tenant: Tenant }).tenant;
  return new Response(logoSvg(school.name, school.colors.primary, school.colors.secondary), { headers: { 'Content-Type': 'image/svg+xml' } });
};
