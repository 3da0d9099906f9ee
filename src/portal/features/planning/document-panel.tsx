/**
 * One planning document as its writer edits it and the principal reviews it: identity, state with the
 * principal's note, the sections (rich text), the links to the curriculum, the actions of the moment (save,
 * submit, reopen; mark reviewed or return with a note), the PDF with the kop sekolah, and the review trail.
 */
import { useRef, useState } from 'react';
import Swal from 'sweetalert2';
import { documentPdfContract, transitionContract, updateDocumentContract } from '../../../shared/api/planning/documents.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { CURRICULUM_LABELS, LINK_KIND_LABELS, PLAN_EVENT_LABELS, PLAN_KIND_LABELS } from '../../../shared/planning/model.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { LinkPicker, type PickedLink } from './link-picker.tsx';
import { SectionsEditor } from './sections-editor.tsx';
import { StatusBadge } from './status-badge.tsx';
import { act, moment } from './ui.ts';

export type PlanDocument = OutputOf<typeof updateDocumentContract>;

export function DocumentPanel({ initial, headingLevel = 1 }: { initial: PlanDocument; headingLevel?: 1 | 2 }) {
  const [doc, setDoc] = useState(initial);
  const [title, setTitle] = useState(doc.title);
  const [sections, setSections] = useState(doc.sections);
  const [links, setLinks] = useState<PickedLink[]>(doc.links);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [paper, setPaper] = useState<Paper>('A4');
  const latest = useRef(initial.revision);
  const replace = (next: PlanDocument) => {
    latest.current = next.revision;
    setDoc(next);
    setTitle(next.title);
    setSections(next.sections);
    setLinks(next.links);
    setDirty(false);
  };
  const save = async () => {
    setBusy(true);
    const ok = await act(
      async () =>
        replace(
          await call(updateDocumentContract, {
            params: { id: doc.id },
            input: { title, sections, links: links.map((l) => ({ refKind: l.refKind, refId: l.refId })), revision: doc.revision },
          }),
        ),
      'Tersimpan',
      setErrors,
    );
    setBusy(false);
    return ok;
  };
  const move = async (action: 'submit' | 'review' | 'return' | 'reopen', done: string) => {
    if (action === 'submit' && dirty && !(await save())) return;
    setBusy(true);
    try {
      const next = await call(transitionContract, { params: { id: doc.id }, input: { action, note, revision: latest.current } });
      replace(next);
      setNote('');
      setErrors({});
      void Swal.fire({ icon: 'success', title: done, timer: 1400, showConfirmButton: false });
    } catch (error) {
      const f = toFailure(error);
      setErrors(f.fieldErrors);
      await Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(f) });
    } finally {
      setBusy(false);
    }
  };
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <div className="flex-grow-1 min-w-0">
          <H className="h4 mb-1">{doc.title}</H>
          <p className="small text-body-secondary mb-0">
            {doc.format === 'one_page' ? 'RPP Satu Lembar' : PLAN_KIND_LABELS[doc.kind]} · {doc.courseName} · Kelas {doc.className} · Semester {doc.semester} ·{' '}
            {doc.yearLabel} · {CURRICULUM_LABELS[doc.curriculum]} · {doc.teacherName}
          </p>
        </div>
        <StatusBadge status={doc.status} />
      </div>
      {doc.reviewNote && (
        <div className={`alert ${doc.status === 'returned' ? 'alert-danger' : 'alert-success'} py-2`} role="status">
          <strong>Catatan kepala sekolah{doc.reviewerName ? ` (${doc.reviewerName})` : ''}:</strong> {doc.reviewNote}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <PaperSelect value={paper} onChange={setPaper} />
        <PdfDownloadButton
          document={doc.format === 'one_page' ? 'RPP' : PLAN_KIND_LABELS[doc.kind]}
          contract={documentPdfContract}
          params={{ id: doc.id }}
          paper={paper}
        />
      </div>
      {doc.canEdit && (
        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor="dok-judul-ubah">
            Judul
          </label>
          <input
            id="dok-judul-ubah"
            className={`form-control${errors.title ? ' is-invalid' : ''}`}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setDirty(true);
            }}
          />
          {errors.title && <div className="invalid-feedback">{errors.title.join(' ')}</div>}
        </div>
      )}
      <SectionsEditor
        sections={sections}
        onChange={(s) => {
          setSections(s);
          setDirty(true);
        }}
        readOnly={!doc.canEdit}
        errors={errors}
      />
      <section className="mb-3" aria-labelledby="tautan-kurikulum">
        <h3 id="tautan-kurikulum" className="h6">
          Tautan Kurikulum
        </h3>
        {links.length ? (
          <ul className="small">
            {links.map((l) => (
              <li key={`${l.refKind}:${l.refId}`}>
                <span className="badge text-bg-light border me-1">{LINK_KIND_LABELS[l.refKind]}</span>
                {l.code} {l.label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="small text-body-secondary">Belum ada CP/TP atau KI/KD yang ditautkan.</p>
        )}
        {errors.links?.length ? (
          <p className="small text-danger" role="alert">
            {errors.links.join(' ')}
          </p>
        ) : null}
        {doc.canEdit && (
          <LinkPicker
            documentId={doc.id}
            value={links}
            onChange={(l) => {
              setLinks(l);
              setDirty(true);
            }}
          />
        )}
      </section>
      <div className="d-flex flex-wrap gap-2 position-sticky bottom-0 bg-body py-2 border-top">
        {doc.canEdit && (
          <button type="button" className="btn btn-outline-primary" disabled={busy || !dirty} onClick={() => void save()}>
            {busy ? 'Menyimpan…' : 'Simpan'}
          </button>
        )}
        {doc.canSubmit && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void move('submit', 'Diajukan ke kepala sekolah')}>
            Ajukan ke kepala sekolah
          </button>
        )}
        {doc.canReopen && (
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => void move('reopen', 'Dokumen dibuka untuk revisi')}>
            Buka untuk revisi
          </button>
        )}
        {dirty && (
          <span className="small align-self-center" role="status">
            Ada perubahan yang belum disimpan.
          </span>
        )}
      </div>
      {doc.canReview && (
        <section className="card card-body my-3" aria-labelledby="telaah-judul">
          <h3 id="telaah-judul" className="h6">
            Telaah kepala sekolah
          </h3>
          <label className="form-label small" htmlFor="telaah-catatan">
            Catatan untuk guru
          </label>
          <textarea
            id="telaah-catatan"
            className={`form-control mb-2${errors.note ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby="telaah-galat"
          />
          <div id="telaah-galat" className="invalid-feedback">
            {errors.note?.join(' ')}
          </div>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-success" disabled={busy} onClick={() => void move('review', 'Dokumen ditelaah')}>
              Tandai sudah ditelaah
            </button>
            <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => void move('return', 'Dokumen dikembalikan untuk revisi')}>
              Kembalikan untuk revisi
            </button>
          </div>
        </section>
      )}
      <section className="mt-3" aria-labelledby="riwayat-judul">
        <h3 id="riwayat-judul" className="h6">
          Riwayat supervisi
        </h3>
        {doc.events.length === 0 ? (
          <p className="small text-body-secondary">Belum pernah diajukan.</p>
        ) : (
          <ol className="small">
            {doc.events.map((e, i) => (
              <li key={i}>
                {moment(e.at)}: <strong>{PLAN_EVENT_LABELS[e.action]}</strong> oleh {e.userName}
                {e.note ? ` — "${e.note}"` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
