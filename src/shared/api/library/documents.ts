/** The library's printed documents, all PDFs of the one pipeline: member cards, spine labels, the accession register. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { paperQuery } from '../../documents/paper.ts';
import { idSchema } from '../../ids.ts';
import { dayField } from '../../library/schemas.ts';

const TAG = 'Perpustakaan';
const codeList = (label: string) =>
  z
    .string()
    .trim()
    .max(4000, 'Daftar kode terlalu panjang.')
    .regex(/^[\w\s,./-]*$/, `${label} berupa huruf, angka, koma atau spasi.`)
    .optional();

export const MAX_CARDS = 400;
export const MAX_LABELS = 480;

export const cardGroupsContract = defineContract({
  name: 'library.cards.groups',
  method: 'GET',
  path: '/api/library/cards/groups',
  auth: 'session',
  output: z.object({ sections: z.array(z.object({ id: z.number(), name: z.string(), members: z.number() })), staff: z.number() }),
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Kelompok anggota untuk cetak kartu: rombel tahun ajaran ini dengan jumlah siswanya, dan jumlah guru serta pegawai.',
});

export const memberCardsPdfContract = defineContract({
  name: 'library.cards.pdf',
  method: 'GET',
  path: '/api/library/cards.pdf',
  auth: 'session',
  input: paperQuery.extend({
    group: z.enum(['section', 'staff', 'codes'], 'Pilih rombel, guru dan pegawai, atau kode anggota.'),
    sectionId: idSchema('Pilih rombel.').optional(),
    codes: codeList('Kode anggota'),
  }),
  ...pdfFile,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: `Kartu anggota perpustakaan (PDF, delapan per halaman) dengan kode batang Code 128 kode anggota; paling banyak ${MAX_CARDS} kartu sekali unduh.`,
});

export const spineLabelsPdfContract = defineContract({
  name: 'library.labels.pdf',
  method: 'GET',
  path: '/api/library/labels.pdf',
  auth: 'session',
  input: paperQuery.extend({ barcodes: codeList('Kode eksemplar'), from: dayField.optional(), to: dayField.optional() }),
  ...pdfFile,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: `Label punggung buku (PDF, 24 per halaman): nomor panggil dan kode batang eksemplar, menurut daftar kode atau tanggal masuk; paling banyak ${MAX_LABELS} label.`,
});

export const registerPdfContract = defineContract({
  name: 'library.register.pdf',
  method: 'GET',
  path: '/api/library/register.pdf',
  auth: 'session',
  input: paperQuery.extend({ from: dayField.optional(), to: dayField.optional() }),
  ...pdfFile,
  tag: TAG,
  access: 'pustakawan, admin, kepala sekolah, TU',
  summary: 'Buku induk perpustakaan satu periode (tanggal masuk) sebagai PDF berkop dengan tanda tangan kepala perpustakaan.',
});
