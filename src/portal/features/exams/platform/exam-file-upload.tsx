/**
 * The super admin's upload form: title, target (every school or one) and the file. A wrong type or a file over
 * 10 MB is refused here before anything is sent; the server checks the first bytes again.
 */
import { useState, type SyntheticEvent } from 'react';
import {
  allowedExtension,
  EXAM_FILE_ACCEPT,
  EXAM_FILE_MAX_BYTES,
  EXAM_FILE_TOO_LARGE,
  EXAM_FILE_WRONG_TYPE,
} from '../../../../shared/exams/platform/exam-file-types.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../../lib/api-failure.ts';
import { call } from '../../../lib/api.ts';
import { uploadExamFileContract } from '../../../../shared/api/exams/platform.ts';
import { saveWithFeedback } from './save-feedback.ts';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('Berkas tidak dapat dibaca.'));
    reader.readAsDataURL(file);
  });
}

export function ExamFileUpload({ schools, onUploaded }: { schools: { id: number; name: string }[]; onUploaded: () => void }) {
  const [title, setTitle] = useState('');
  const [schoolId, setSchoolId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const choose = (chosen: File | null) => {
    setFile(chosen);
    const { file: _old, ...rest } = errors;
    if (chosen && !allowedExtension(chosen.name)) setErrors({ ...rest, file: [EXAM_FILE_WRONG_TYPE] });
    else if (chosen && chosen.size > EXAM_FILE_MAX_BYTES) setErrors({ ...rest, file: [EXAM_FILE_TOO_LARGE] });
    else setErrors(rest);
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ ...errors, file: ['Pilih berkas.'] });
    if (errors.file) return;
    setSending(true);
    const ok = await saveWithFeedback(
      async () =>
        call(uploadExamFileContract, { input: { title, schoolId: schoolId ? Number(schoolId) : null, fileName: file.name, content: await base64Of(file) } }),
      (e) => setErrors(e.content ? { ...e, file: e.content } : e),
      'Berkas diunggah',
    );
    setSending(false);
    if (ok) {
      setTitle('');
      setFile(null);
      setFormKey(formKey + 1);
      onUploaded();
    }
  };
  return (
    <form key={formKey} className="card card-body mb-3" onSubmit={submit} noValidate aria-label="Unggah berkas ujian">
      <h2 className="h6">Unggah berkas</h2>
      <TextField id="judul-berkas" label="Judul" value={title} onChange={setTitle} errors={errors.title} placeholder="Kisi-kisi PAS Ganjil" />
      <div className="mb-3">
        <label className="form-label" htmlFor="sekolah-berkas">
          Untuk sekolah
        </label>
        <select
          id="sekolah-berkas"
          className={`form-select${errors.schoolId ? ' is-invalid' : ''}`}
          value={schoolId}
          onChange={(e) => setSchoolId(e.target.value)}
        >
          <option value="">Semua sekolah</option>
          {schools.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        {errors.schoolId && <div className="invalid-feedback">{errors.schoolId.join(' ')}</div>}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="berkas-ujian">
          Berkas
        </label>
        <input
          id="berkas-ujian"
          type="file"
          accept={EXAM_FILE_ACCEPT}
          className={`form-control${errors.file ? ' is-invalid' : ''}`}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          aria-describedby={errors.file ? 'berkas-ujian-galat' : 'berkas-ujian-bantuan'}
        />
        {errors.file ? (
          <div id="berkas-ujian-galat" className="invalid-feedback" role="alert">
            {errors.file.join(' ')}
          </div>
        ) : (
          <div id="berkas-ujian-bantuan" className="form-text">
            PDF, .seb, .xlsx, .docx, PNG atau JPEG; maksimal 10 MB.
          </div>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Mengunggah…' : 'Unggah'}
        </button>
      </div>
    </form>
  );
}
