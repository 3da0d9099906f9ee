/**
 * Word lists of the demo generator. The people are made up: names are drawn at random from common given
 * names and family names, and every identifier is visibly fictional (NISN and NIK start with 99, a province
 * code that does not exist; telephone numbers start with 0800).
 */
export const MALE_NAMES = [
  'Agus', 'Asep', 'Dadan', 'Dede', 'Rizky', 'Fajar', 'Bayu', 'Dimas', 'Galih', 'Hendra', 'Ilham', 'Irfan', 'Naufal',
  'Raka', 'Reza', 'Rifqi', 'Yoga', 'Yusuf', 'Zaki', 'Arief', 'Cecep', 'Deden', 'Ujang', 'Wahyu', 'Aditya', 'Farhan',
  'Gilang', 'Haikal', 'Iqbal', 'Jajang', 'Kurnia', 'Lutfi', 'Maulana', 'Nanda', 'Rendi', 'Rizal', 'Taufik', 'Wawan',
];
export const FEMALE_NAMES = [
  'Ayu', 'Dewi', 'Fitri', 'Intan', 'Nabila', 'Nurul', 'Putri', 'Rina', 'Salsa', 'Siti', 'Tiara', 'Wulan', 'Yuni',
  'Zahra', 'Neng', 'Euis', 'Rika', 'Anisa', 'Citra', 'Dinda', 'Elsa', 'Indah', 'Kartika', 'Laras', 'Maya', 'Nadia',
  'Rahma', 'Sinta', 'Tasya', 'Vina', 'Annisa', 'Febri', 'Hana', 'Lia', 'Mega', 'Novi', 'Ratna', 'Sari',
];
export const MALE_FAMILY = [
  'Pratama', 'Saputra', 'Permana', 'Hidayat', 'Nugraha', 'Ramadhan', 'Kurniawan', 'Setiawan', 'Firmansyah',
  'Gunawan', 'Hermawan', 'Suryana', 'Wijaya', 'Sudrajat', 'Mulyana', 'Hakim', 'Rahman', 'Sopandi', 'Kusnadi', 'Priatna',
];
export const FEMALE_FAMILY = [
  'Rahayu', 'Lestari', 'Susanti', 'Anggraini', 'Maharani', 'Purnamasari', 'Fauziah', 'Nuraini', 'Handayani',
  'Kusumawati', 'Oktaviani', 'Safitri', 'Wulandari', 'Rahmawati', 'Puspitasari', 'Permatasari',
];
export const PLACES = ['Bandung', 'Cimahi', 'Garut', 'Sumedang', 'Tasikmalaya', 'Ciamis', 'Cianjur', 'Sukabumi', 'Bogor', 'Subang'];
export const VILLAGES = ['Sukamaju', 'Cigadung', 'Sekeloa', 'Lebakgede', 'Dago', 'Cihaurgeulis', 'Sukaluyu', 'Neglasari', 'Padasuka'];
export const DISTRICTS = ['Cibeunying Kaler', 'Cibeunying Kidul', 'Coblong', 'Cicendo', 'Sukajadi', 'Antapani', 'Arcamanik'];
export const STREETS = ['Jl. Mawar', 'Jl. Melati', 'Jl. Kenanga', 'Jl. Flamboyan', 'Gg. Sawo', 'Jl. Cempaka', 'Jl. Anggrek', 'Gg. Nangka'];
export const PREVIOUS_SCHOOLS = ['SMP Demo Nusantara', 'SMP Negeri 99 Bandung (Demo)', 'MTs Harapan (Demo)', 'SMP Bina Karya (Demo)'];
export const DEGREES = ['S.Pd.', 'S.Pd.', 'S.Pd.', 'M.Pd.', 'S.Kom.', 'S.E.', 'S.Ds.', 'S.T.'];
