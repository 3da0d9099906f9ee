/**
 * /student_master_book/:id: one sheet of the buku induk — identity, parents, entry, classes, results per released
 * semester, leaving — printable as PDF; the office fills in the register's own facts here.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { registerPdfContract, registerRecordContract, saveRegisterContract } from '../../../shared/api/classroom/student-register.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { ENTRY_BASES, ENTRY_BASIS_LABELS, EXIT_REASON_LABELS, EXIT_REASONS } from '../../../shared/classroom/school-life.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, Input, ScrollRegion, Select, TextArea, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type Sheet = OutputOf<typeof registerRecordContract>;

const Facts = ({ rows }: { rows: [string, string | null][] }) => (
  <dl className="row mb-3">
    {rows.map(([k, v]) => [
      <dt className="col-sm-4 fw-normal text-body-secondary" key={`${k}-t`}>
        {k}
      </dt>,
      <dd className="col-sm-8 mb-1" key={`${k}-d`}>
        {v || '-'}
      </dd>,
    ])}
  </dl>
);

export default function RegisterSheetScreen() {
  const id = Number(useParams().id);
  const [paper, setPaper] = useState<Paper>('A4');
  const result = useApiData(() => call(registerRecordContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat buku induk…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  const r = s.register;
  const subjects = [...new Set(s.results.flatMap((x) => x.subjects.map((y) => y.courseName)))];
  return (
    <section>
      <Link to={routeTo('student_master_book')} className="small">
        ← Buku Induk
      </Link>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2 mb-3">
        <h1 className="h4 mb-0 me-auto">{s.identity.name}</h1>
        <PaperSelect value={paper} onChange={setPaper} />
        <PdfDownloadButton document="Buku Induk" contract={registerPdfContract} params={{ id }} paper={paper} />
      </div>
      <h2 className="h5">Identitas</h2>
      <Facts
        rows={[
          ['Nomor induk', r?.registerNumber ?? 'belum diisi'],
          ['NIS / NISN', `${s.identity.nis ?? '-'} / ${s.identity.nisn ?? '-'}`],
          ['Tempat, tanggal lahir', [s.identity.birthPlace, dayLabel(s.identity.birthDate)].filter((x) => x && x !== '-').join(', ')],
          ['Agama', s.identity.religion],
          ['Alamat', s.identity.address],
        ]}
      />
      <h2 className="h5">Orang tua/wali</h2>
      <Facts
        rows={[
          ['Ayah', s.parents.father],
          ['Ibu', s.parents.mother],
          ...s.parents.guardians.map((g) => [`Wali (${g.relation ?? '-'})`, [g.name, g.occupation, g.phone].filter(Boolean).join(', ')] as [string, string]),
        ]}
      />
      <h2 className="h5">Riwayat kelas</h2>
      <p>{s.classes.map((c) => `${c.yearLabel}: ${c.sectionName}`).join(' · ') || '-'}</p>
      <h2 className="h5">Hasil belajar</h2>
      {s.results.length === 0 ? (
        <p className="text-body-secondary">Belum ada rapor yang dirilis.</p>
      ) : (
        <ScrollRegion label="Hasil belajar per semester">
          <table className="table table-sm table-bordered">
            <thead>
              <tr>
                <th>Mata pelajaran</th>
                {s.results.map((x) => (
                  <th key={`${x.yearLabel}-${x.semester}`} className="text-center">
                    {x.yearLabel} sem. {x.semester}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subjects.map((name) => (
                <tr key={name}>
                  <td>{name}</td>
                  {s.results.map((x) => (
                    <td key={`${x.yearLabel}-${x.semester}`} className="text-center">
                      {x.subjects.find((y) => y.courseName === name)?.finalGrade ?? '-'}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <td>Sakit/Izin/Alpa</td>
                {s.results.map((x) => (
                  <td key={`${x.yearLabel}-${x.semester}`} className="text-center">
                    {x.absence.sick}/{x.absence.permit}/{x.absence.absent}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {s.canWrite ? (
        <RegisterForm sheet={s} onDone={result.retry} />
      ) : (
        <>
          <h2 className="h5">Penerimaan dan keluar</h2>
          <Facts
            rows={[
              ['Diterima', dayLabel(r?.enteredOn ?? null)],
              ['Asal sekolah', r?.previousSchool ?? null],
              ['Keluar', r?.exitReason ? `${EXIT_REASON_LABELS[r.exitReason]}, ${dayLabel(r.exitOn ?? null)}` : null],
            ]}
          />
        </>
      )}
    </section>
  );
}

function RegisterForm({ sheet, onDone }: { sheet: Sheet; onDone: () => void }) {
  const r = sheet.register;
  const [v, setV] = useState({
    registerNumber: r?.registerNumber ?? sheet.identity.nis ?? '',
    enteredOn: r?.enteredOn ?? '',
    entryGrade: r?.entryGrade ?? '',
    entryBasis: r?.entryBasis ?? 'baru',
    previousSchool: r?.previousSchool ?? '',
    previousDiploma: r?.previousDiploma ?? '',
    exitOn: r?.exitOn ?? '',
    exitReason: r?.exitReason ?? '',
    exitDestination: r?.exitDestination ?? '',
    diplomaNumber: r?.diplomaNumber ?? '',
    notes: r?.notes ?? '',
  });
  const { errors, busy, submit } = useSubmit();
  const set = (k: keyof typeof v) => (value: string) => setV({ ...v, [k]: value });
  const send = async () => {
    const blank = (x: string) => x || null;
    const input = {
      registerNumber: v.registerNumber,
      enteredOn: blank(v.enteredOn),
      entryGrade: blank(v.entryGrade),
      entryBasis: v.entryBasis as 'baru',
      previousSchool: blank(v.previousSchool),
      previousDiploma: blank(v.previousDiploma),
      exitOn: blank(v.exitOn),
      exitReason: blank(v.exitReason) as 'lulus' | null,
      exitDestination: blank(v.exitDestination),
      diplomaNumber: blank(v.diplomaNumber),
      notes: blank(v.notes),
    };
    if (await submit(() => call(saveRegisterContract, { params: { id: sheet.id }, input }), 'Buku induk tersimpan')) onDone();
  };
  return (
    <FormCard title="Data buku induk" label="Data buku induk" onSubmit={() => void send()} busy={busy} button="Simpan buku induk">
      <Input label="Nomor induk" name="registerNumber" value={v.registerNumber} onChange={set('registerNumber')} errors={errors} className="col-md-4" />
      <Input label="Tanggal diterima" name="enteredOn" type="date" value={v.enteredOn} onChange={set('enteredOn')} errors={errors} className="col-6 col-md-4" />
      <Input label="Diterima di kelas" name="entryGrade" value={v.entryGrade} onChange={set('entryGrade')} errors={errors} className="col-6 col-md-4" />
      <Select
        label="Sebagai"
        name="entryBasis"
        value={v.entryBasis}
        onChange={set('entryBasis')}
        errors={errors}
        options={ENTRY_BASES.map((b) => [b, ENTRY_BASIS_LABELS[b]] as const)}
        className="col-md-4"
      />
      <Input label="Asal sekolah" name="previousSchool" value={v.previousSchool} onChange={set('previousSchool')} errors={errors} className="col-md-4" />
      <Input
        label="Nomor ijazah asal"
        name="previousDiploma"
        value={v.previousDiploma}
        onChange={set('previousDiploma')}
        errors={errors}
        className="col-md-4"
      />
      <Input label="Tanggal keluar" name="exitOn" type="date" value={v.exitOn} onChange={set('exitOn')} errors={errors} className="col-6 col-md-4" />
      <Select
        label="Alasan keluar"
        name="exitReason"
        value={v.exitReason}
        onChange={set('exitReason')}
        errors={errors}
        options={EXIT_REASONS.map((x) => [x, EXIT_REASON_LABELS[x]] as const)}
        empty="(masih bersekolah)"
        className="col-6 col-md-4"
      />
      <Input label="Sekolah tujuan" name="exitDestination" value={v.exitDestination} onChange={set('exitDestination')} errors={errors} className="col-md-4" />
      <Input label="Nomor ijazah" name="diplomaNumber" value={v.diplomaNumber} onChange={set('diplomaNumber')} errors={errors} className="col-md-4" />
      <TextArea label="Catatan" name="notes" value={v.notes} onChange={set('notes')} errors={errors} rows={2} />
    </FormCard>
  );
}
