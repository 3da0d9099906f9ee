import { sql, type SQL } from 'drizzle-orm';

/**
 * The group a member belongs to in the reports: a student's rombel of the academic year (or "Siswa" without
 * one), every other member "Guru dan Pegawai". `user` is the SQL of the member's sd_user_id.
 */
export function memberGroup(user: SQL, academicYearId: number | null): SQL {
  // Aliases of their own: the caller's query may call its tables u, m or s too.
  return sql`(case when (select mg_u.sd_user_type_id from sd_users mg_u where mg_u.sd_user_id = ${user}) = '5'
    then coalesce((select mg_s.name from sd_class_maps mg_m join sd_sections mg_s on mg_s.sd_section_id = mg_m.sd_section_id
      where mg_m.sd_user_id = ${user} and mg_m.sd_academic_year_id = ${academicYearId ?? -1} limit 1), 'Siswa')
    else 'Guru dan Pegawai' end)`;
}

/** AGT000123: the card code, in SQL. */
export const memberCodeSql = (user: SQL) => sql`('AGT' || lpad(${user}::text, 6, '0'))`;
