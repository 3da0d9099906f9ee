/** Rupiah in words for receipts ("seratus lima puluh ribu rupiah"), integers only. */
const ONES = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas'];

function words(n: number): string {
  if (n < 12) return ONES[n];
  if (n < 20) return `${words(n - 10)} belas`;
  if (n < 100) return `${words(Math.floor(n / 10))} puluh ${words(n % 10)}`;
  if (n < 200) return `seratus ${words(n - 100)}`;
  if (n < 1000) return `${words(Math.floor(n / 100))} ratus ${words(n % 100)}`;
  if (n < 2000) return `seribu ${words(n - 1000)}`;
  const scales: [number, string][] = [
    [1e12, 'triliun'],
    [1e9, 'miliar'],
    [1e6, 'juta'],
    [1e3, 'ribu'],
  ];
  for (const [size, name] of scales) if (n >= size) return `${words(Math.floor(n / size))} ${name} ${words(n % size)}`;
  return '';
}

export function spellRupiah(n: number): string {
  const text = n === 0 ? 'nol' : words(n);
  return `${text.replace(/\s+/g, ' ').trim()} rupiah`;
}
