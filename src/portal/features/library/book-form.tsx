/** The bibliographic form of /data_buku_store and /data_buku_edit. */
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../lib/api-failure.ts';

export interface BookFields {
  title: string;
  authors: string;
  publisher: string;
  publishYear: string;
  isbn: string;
  ddc: string;
  callNumber: string;
  subjects: string;
  collectionId: string;
}

export const EMPTY_BOOK: BookFields = {
  title: '',
  authors: '',
  publisher: '',
  publishYear: '',
  isbn: '',
  ddc: '',
  callNumber: '',
  subjects: '',
  collectionId: '',
};

export function bookBody(f: BookFields) {
  return { ...f, publishYear: f.publishYear ? Number(f.publishYear) : null, collectionId: f.collectionId ? Number(f.collectionId) : null };
}

interface Props {
  initial: BookFields;
  collections: { id: number; code: string; name: string }[];
  errors: FieldErrorMap;
  withCopies?: boolean;
  onSubmit: (fields: BookFields, copies: { copies: number; location: string }) => void;
  busy: boolean;
}

export function BookForm({ initial, collections, errors, withCopies, onSubmit, busy }: Props) {
  const [f, setF] = useState(initial);
  const [copies, setCopies] = useState('1');
  const [location, setLocation] = useState('');
  const set = (key: keyof BookFields) => (value: string) => setF((old) => ({ ...old, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(f, { copies: Number(copies || 0), location });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField id="judul" label="Judul" value={f.title} onChange={set('title')} errors={errors.title} required />
      <TextField
        id="pengarang"
        label="Pengarang"
        value={f.authors}
        onChange={set('authors')}
        errors={errors.authors}
        help="Beberapa pengarang dipisah titik koma."
      />
      <div className="row">
        <TextField className="col-md-8" id="penerbit" label="Penerbit" value={f.publisher} onChange={set('publisher')} errors={errors.publisher} />
        <TextField
          className="col-md-4"
          id="tahun"
          label="Tahun Terbit"
          inputMode="numeric"
          value={f.publishYear}
          onChange={set('publishYear')}
          errors={errors.publishYear}
        />
      </div>
      <div className="row">
        <TextField className="col-md-4" id="isbn" label="ISBN" value={f.isbn} onChange={set('isbn')} errors={errors.isbn} help="Boleh dengan tanda hubung." />
        <TextField className="col-md-4" id="ddc" label="Klasifikasi (DDC)" value={f.ddc} onChange={set('ddc')} errors={errors.ddc} placeholder="599.9" />
        <TextField
          className="col-md-4"
          id="nomor-panggil"
          label="Nomor Panggil"
          value={f.callNumber}
          onChange={set('callNumber')}
          errors={errors.callNumber}
          placeholder="599.9 SRI b"
        />
      </div>
      <TextField id="subjek" label="Subjek" value={f.subjects} onChange={set('subjects')} errors={errors.subjects} help="Beberapa subjek dipisah titik koma." />
      <div className="mb-3">
        <label htmlFor="kode-koleksi" className="form-label">
          Kode Koleksi
        </label>
        <select
          id="kode-koleksi"
          className={`form-select${errors.collectionId ? ' is-invalid' : ''}`}
          value={f.collectionId}
          onChange={(e) => set('collectionId')(e.target.value)}
        >
          <option value="">–</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.code} — {c.name}
            </option>
          ))}
        </select>
        {errors.collectionId && <div className="invalid-feedback">{errors.collectionId.join(' ')}</div>}
      </div>
      {withCopies && (
        <div className="row">
          <TextField
            className="col-md-4"
            id="jumlah-eksemplar"
            label="Jumlah Eksemplar"
            inputMode="numeric"
            value={copies}
            onChange={setCopies}
            errors={errors.copies}
            help="Kode eksemplar dan nomor induk dibuat otomatis."
          />
          <TextField className="col-md-8" id="lokasi" label="Lokasi Rak" value={location} onChange={setLocation} errors={errors.location} />
        </div>
      )}
      <button className="btn btn-primary" type="submit" disabled={busy}>
        Simpan
      </button>
    </form>
  );
}
