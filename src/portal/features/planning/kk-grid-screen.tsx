/**
 * /dimension_element_subelement_project_pancasila_store_data/:id/:id2/:id3/:id4/:id5/:id6: the assessment grid
 * of one project for one rombel (ids: project, rombel, dimension, element, sub-element filters, student in focus).
 * Typing 1–4 (or a level's code) fills the cell and moves to the next one; arrows and Enter move; Delete clears;
 * a block pasted from a spreadsheet fills from the cell it lands in; Ctrl+S or "Simpan" sends every change at once.
 */
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { getGridContract, saveGridContract } from '../../../shared/api/kokurikuler/grid.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { cellKey, nextCell, parseLevel } from './kk-grid-keys.ts';
import { pastedCells } from '../../lib/paste-block.ts';
import { gridIdsOf, gridLink, resultsLink, type GridIds } from './kk-links.ts';
import { KkFilters } from './kk-filters.tsx';
import { LEVEL_CLASS, routeTo } from './ui.ts';

type Grid = OutputOf<typeof getGridContract>;

export default function KkGridScreen() {
  const ids = gridIdsOf(useParams());
  const loaded = useApiData(() => call(getGridContract, { params: { id: ids.project, sectionId: ids.section } }));
  if (!ids.project || !ids.section)
    return (
      <p>
        Pilih rombel dari <Link to={routeTo('description_project_pancasila')}>daftar projek</Link>.
      </p>
    );
  if (loaded.state === 'loading') return <Loading label="Memuat lembar penilaian…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <GridEditor key={`${ids.project}:${ids.section}`} initial={loaded.data} ids={ids} reload={loaded.retry} />;
}

function GridEditor({ initial, ids, reload }: { initial: Grid; ids: Required<GridIds>; reload: () => void }) {
  const navigate = useNavigate();
  const [grid, setGrid] = useState(initial);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const columns = useMemo(
    () =>
      grid.columns.filter(
        (c) =>
          (!ids.dimension || c.dimensionId === ids.dimension) &&
          (!ids.element || c.elementId === ids.element) &&
          (!ids.subelement || c.subelementId === ids.subelement),
      ),
    [grid.columns, ids.dimension, ids.element, ids.subelement],
  );
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(edits).flatMap(([k, v]) => {
          const p = parseLevel(v, grid.levels);
          return 'error' in p ? [[k, p.error]] : [];
        }),
      ),
    [edits, grid.levels],
  );
  const dirty = Object.keys(edits).length + Object.keys(notes).length;
  const readOnly = !grid.canEdit;

  useEffect(() => {
    if (ids.student) document.getElementById(`kk-siswa-${ids.student}`)?.scrollIntoView({ block: 'center' });
  }, [ids.student]);

  const shown = (studentId: number, subId: number, cells: Grid['students'][number]['cells']) =>
    edits[cellKey(studentId, subId)] ?? String(cells[subId]?.level ?? '');
  const focus = (row: number, col: number) => document.querySelector<HTMLInputElement>(`[data-kk="${row}:${col}"]`)?.select();
  const put = (studentId: number, subId: number, text: string) => {
    setEdits((e) => ({ ...e, [cellKey(studentId, subId)]: text }));
    setStatus('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>, row: number, col: number, studentId: number, subId: number) => {
    if (/^[1-4]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      put(studentId, subId, e.key);
      const to = nextCell('ArrowRight', row, col, grid.students.length, columns.length);
      if (to) focus(...to);
      return;
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      put(studentId, subId, '');
      return;
    }
    const arrowSideways = (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && e.currentTarget.value.length > 1;
    const to = arrowSideways ? null : nextCell(e.key, row, col, grid.students.length, columns.length, e.shiftKey);
    if (to) {
      e.preventDefault();
      focus(...to);
    }
  };
  /** Phones send no usable key code: the changed value decides, and a level moves on as a key would. */
  const typed = (value: string, row: number, col: number, studentId: number, subId: number) => {
    const last = value.slice(-1);
    put(studentId, subId, last);
    const to = /^[1-4]$/.test(last) ? nextCell('ArrowRight', row, col, grid.students.length, columns.length) : null;
    if (to) focus(...to);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const next = pastedCells(e.clipboardData.getData('text'), row, col, grid.students, columns, (student, column) => cellKey(student.id, column.subelementId));
    if (!next) return;
    e.preventDefault();
    setEdits((e0) => ({ ...e0, ...next }));
    setStatus(`${Object.keys(next).length} sel ditempel, belum disimpan.`);
  };

  const save = async () => {
    if (Object.keys(errors).length) {
      setStatus('Perbaiki sel yang ditandai merah dulu.');
      return;
    }
    const cells = Object.entries(edits)
      .map(([k, v]) => {
        const [studentId, subelementId] = k.split(':').map(Number);
        const old = grid.students.find((s) => s.id === studentId)?.cells[subelementId];
        return { studentId, subelementId, level: (parseLevel(v, grid.levels) as { level: number | null }).level, revision: old?.revision ?? 0 };
      })
      .filter((c) => c.level !== null || c.revision > 0);
    const noteRows = Object.entries(notes).map(([sid, note]) => ({
      studentId: Number(sid),
      note,
      revision: grid.students.find((s) => s.id === Number(sid))?.noteRevision ?? 0,
    }));
    setBusy(true);
    try {
      const next = await call(saveGridContract, { params: { id: grid.project.id, sectionId: grid.section.id }, input: { cells, notes: noteRows } });
      setGrid(next);
      setEdits({});
      setNotes({});
      setStatus(
        `Tersimpan (${cells.length} nilai, ${noteRows.length} catatan) pukul ${new Date().toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' })}.`,
      );
    } catch (error) {
      const f = toFailure(error);
      await Swal.fire({
        icon: f.status === 409 ? 'warning' : 'error',
        title: f.status === 409 ? 'Belum tersimpan' : 'Gagal',
        text: failureText(f),
      });
      if (f.status === 409) reload();
      else setStatus('Belum tersimpan.');
    } finally {
      setBusy(false);
    }
  };
  // Ctrl+S (Cmd+S) saves from anywhere on the screen, as in a spreadsheet.
  const saveRef = useRef(save);
  saveRef.current = dirty && !busy ? save : () => Promise.resolve();
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const groups = columns.reduce<{ id: number; name: string; span: number }[]>((acc, c) => {
    const last = acc[acc.length - 1];
    if (last?.id === c.dimensionId) last.span += 1;
    else acc.push({ id: c.dimensionId, name: c.dimensionName, span: 1 });
    return acc;
  }, []);
  const go = (next: Partial<GridIds>) => void navigate(gridLink({ ...ids, ...next }), { replace: true });

  return (
    <section>
      <p className="mb-1">
        <Link to={routeTo('description_project_pancasila')}>&larr; Projek kokurikuler</Link>
      </p>
      <h1 className="h4 mb-1">
        Penilaian {grid.project.title} · {grid.section.name}
      </h1>
      <p className="small text-body-secondary mb-2">
        Tema {grid.project.theme} · Semester {grid.project.semester} · Wali kelas {grid.section.homeroomName ?? '–'} ·{' '}
        <Link to={resultsLink(ids)}>Lihat hasil dan deskripsi rapor</Link>
      </p>
      {grid.lock && (
        <div className="alert alert-warning py-2" role="status">
          {grid.lock}
        </div>
      )}
      {!grid.lock && readOnly && (
        <div className="alert alert-info py-2" role="status">
          Anda hanya dapat melihat lembar ini.
        </div>
      )}
      <KkFilters grid={grid} ids={ids} onChange={go} onSection={(section) => void navigate(gridLink({ project: ids.project, section }))} />
      <p className="small mb-2" id="kk-skala">
        Skala:{' '}
        {grid.levels.map((l) => (
          <span key={l.level} className={`badge ${LEVEL_CLASS[l.level]} me-1`} title={l.description}>
            {l.level} = {l.name}
          </span>
        ))}
      </p>
      {/* A scrolling table must be reachable by keyboard when it holds no field (the read-only view). */}
      <div
        className="table-responsive border rounded mb-2"
        style={{ maxHeight: '70vh' }}
        role="region"
        aria-label="Lembar penilaian kokurikuler"
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={readOnly ? 0 : -1}
      >
        <table className="table table-sm table-bordered align-middle mb-0">
          <thead className="table-light sticky-top">
            <tr>
              <th scope="col" rowSpan={2} style={{ minWidth: '10rem' }}>
                Siswa
              </th>
              {groups.map((g) => (
                <th scope="colgroup" key={g.id} colSpan={g.span} className="small text-center">
                  {g.name}
                </th>
              ))}
              <th scope="col" rowSpan={2} style={{ minWidth: '14rem' }}>
                Catatan projek
              </th>
            </tr>
            <tr>
              {columns.map((c) => (
                <th
                  scope="col"
                  key={c.subelementId}
                  className="small fw-normal text-center"
                  style={{ minWidth: '4.5rem', maxWidth: '8rem' }}
                  title={`${c.elementName}: ${c.name}`}
                >
                  <span className="d-block fw-semibold">{c.code}</span>
                  <span className="d-block text-truncate" style={{ maxWidth: '8rem' }}>
                    {c.name}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.students.map((s, row) => (
              <tr key={s.id} id={`kk-siswa-${s.id}`} className={ids.student === s.id ? 'table-primary' : undefined}>
                <th scope="row" className="small fw-normal">
                  {s.name}
                </th>
                {columns.map((c, col) => {
                  const key = cellKey(s.id, c.subelementId);
                  const text = shown(s.id, c.subelementId, s.cells);
                  const level = /^[1-4]$/.test(text) ? Number(text) : null;
                  if (readOnly)
                    return (
                      <td key={c.subelementId} className="text-center">
                        {level ? <span className={`badge ${LEVEL_CLASS[level]}`}>{grid.levels[level - 1]?.code}</span> : '–'}
                      </td>
                    );
                  return (
                    <td key={c.subelementId} className={`p-0 ${edits[key] !== undefined ? 'bg-warning-subtle' : ''}`}>
                      <input
                        className={`form-control form-control-sm border-0 rounded-0 text-center fw-semibold bg-transparent ${errors[key] ? 'is-invalid' : ''}`}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={`${c.name}, ${s.name}`}
                        aria-describedby="kk-skala"
                        aria-invalid={!!errors[key]}
                        title={errors[key] ?? (level ? grid.levels[level - 1]?.name : undefined)}
                        data-kk={`${row}:${col}`}
                        value={text}
                        onChange={(e) => typed(e.target.value, row, col, s.id, c.subelementId)}
                        onKeyDown={(e) => onKey(e, row, col, s.id, c.subelementId)}
                        onPaste={(e) => onPaste(e, row, col)}
                        onFocus={(e) => e.target.select()}
                      />
                    </td>
                  );
                })}
                <td className="p-0">
                  {readOnly ? (
                    <span className="small d-block p-1">{s.note || '–'}</span>
                  ) : (
                    <input
                      className={`form-control form-control-sm border-0 rounded-0 ${notes[s.id] !== undefined ? 'bg-warning-subtle' : ''}`}
                      aria-label={`Catatan projek ${s.name}`}
                      maxLength={1000}
                      value={notes[s.id] ?? s.note}
                      onChange={(e) => setNotes((n) => ({ ...n, [s.id]: e.target.value }))}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="d-flex flex-wrap gap-2 align-items-center position-sticky bottom-0 bg-body py-2">
          <button type="button" className="btn btn-primary" disabled={busy || dirty === 0} onClick={() => void save()}>
            {busy ? 'Menyimpan…' : `Simpan${dirty ? ` (${dirty})` : ''}`}
          </button>
          <span role="status" className="small">
            {status || (dirty ? `${dirty} perubahan belum disimpan.` : '')}
          </span>
        </div>
      )}
      <p className="small text-body-secondary mt-2">
        Ketik 1–4 untuk mengisi dan langsung pindah ke sel berikutnya · Enter: sel bawah · panah: berpindah · Delete: kosongkan · Ctrl+S: simpan · tempel blok
        dari Excel ke sel pertama.
      </p>
    </section>
  );
}
