import { useState } from 'react';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { photoByNisnContract } from '../../../shared/api/files.ts';

interface PhotoAnswer {
  userId: number;
  fullName: string;
  url: string;
  message: string;
}

/**
 * /import_profile_image (Impor Foto Profil): the admin sends students' photos, one at a time or a whole folder
 * at once; each file is named after the student's NISN (0012345678.jpg), which is how the server finds whose
 * photo it is. The photo then shows on the student's profile and in the top bar.
 */
export default function ImportPhotosScreen() {
  const [done, setDone] = useState<PhotoAnswer[]>([]);
  const add = (answer: PhotoAnswer) => setDone((all) => [answer, ...all.filter((a) => a.userId !== answer.userId)]);
  return (
    <div>
      <h1 className="h4 mb-3">Impor Foto Profil</h1>
      <section className="portal-card mb-3" aria-labelledby="judul-foto">
        <h2 id="judul-foto" className="h6">
          Unggah foto siswa
        </h2>
        <p className="text-body-secondary">
          Beri nama setiap berkas dengan NISN siswa, misalnya <code>0012345678.jpg</code>. Pilih satu berkas, atau pilih banyak sekaligus. Format PNG, JPEG atau
          WebP, paling besar 5 MB per foto.
        </p>
        <FileUpload<PhotoAnswer>
          label="Foto siswa (nama berkas = NISN)"
          kind="profile_photo"
          target={{ contract: photoByNisnContract }}
          multiple
          onUploaded={add}
          doneMessage={(a) => a.message}
        />
      </section>
      {done.length > 0 && (
        <section className="portal-card" aria-labelledby="judul-tersimpan">
          <h2 id="judul-tersimpan" className="h6">
            Foto tersimpan
          </h2>
          <ul className="mb-0">
            {done.map((a) => (
              <li key={a.userId}>{a.fullName}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
