/**
 * Choosing what a document is linked to in the school's curriculum: the TPs of its subject and grade (Kurikulum
 * Merdeka), grouped by CP element, or the KDs (K13: silabus, RPP), grouped by KI. The list comes from the
 * curriculum module.
 */
import { useState } from 'react';
import { linkOptionsContract } from '../../../shared/api/planning/documents.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import type { LinkKind } from '../../../shared/planning/model.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

export interface PickedLink {
  refKind: LinkKind;
  refId: number;
  code: string;
  label: string;
}
type Options = OutputOf<typeof linkOptionsContract>;

export function LinkPicker({ documentId, value, onChange }: { documentId: number; value: PickedLink[]; onChange: (links: PickedLink[]) => void }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setOpen(true)}>
        Pilih tautan kurikulum
      </button>
    );
  return <Picker documentId={documentId} value={value} onChange={onChange} />;
}

/** The words of the picker for the kind a document links. */
const WORDS = {
  tp: {
    legend: 'Tujuan pembelajaran sekolah',
    none: 'Sekolah belum memiliki TP untuk mata pelajaran dan tingkat ini. Susun ATP sekolah di menu Kurikulum Merdeka.',
  },
  kd: {
    legend: 'Kompetensi dasar sekolah',
    none: 'Sekolah belum memiliki KD untuk mata pelajaran dan tingkat ini. Salin atau tulis KD sekolah di menu Kurikulum 2013.',
  },
} as const;

function Picker({ documentId, value, onChange }: { documentId: number; value: PickedLink[]; onChange: (links: PickedLink[]) => void }) {
  const loaded = useApiData(() => call(linkOptionsContract, { params: { id: documentId } }));
  if (loaded.state === 'loading') return <Loading label="Memuat kurikulum sekolah…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const o: Options = loaded.data;
  if (o.note) return <p className="small text-body-secondary">{o.note}</p>;
  const words = o.kinds.includes('kd') ? WORDS.kd : WORDS.tp;
  if (o.options.length === 0) return <p className="small text-body-secondary">{words.none}</p>;
  const has = (opt: Options['options'][number]) => value.some((v) => v.refKind === opt.refKind && v.refId === opt.refId);
  const toggle = (opt: Options['options'][number]) =>
    onChange(
      has(opt)
        ? value.filter((v) => !(v.refKind === opt.refKind && v.refId === opt.refId))
        : [...value, { refKind: opt.refKind, refId: opt.refId, code: opt.code, label: opt.label }],
    );
  const groups = [...new Set(o.options.map((x) => x.group))];
  return (
    <fieldset className="border rounded p-2" style={{ maxHeight: '20rem', overflowY: 'auto' }}>
      <legend className="fs-6 float-none w-auto px-1 mb-0">{words.legend}</legend>
      {groups.map((g) => (
        <div key={g} className="mb-2">
          <div className="small fw-semibold">{g}</div>
          {o.options
            .filter((x) => x.group === g)
            .map((x) => (
              <div className="form-check" key={`${x.refKind}-${x.refId}`}>
                <input className="form-check-input" type="checkbox" id={`${x.refKind}-${x.refId}`} checked={has(x)} onChange={() => toggle(x)} />
                <label className="form-check-label small" htmlFor={`${x.refKind}-${x.refId}`}>
                  {x.code} {x.label}
                  {x.semester ? ` (semester ${x.semester})` : ''}
                </label>
              </div>
            ))}
        </div>
      ))}
    </fieldset>
  );
}
