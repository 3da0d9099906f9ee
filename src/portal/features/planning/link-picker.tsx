/**
 * Choosing what a document is linked to in the school's curriculum: the TPs of its subject and grade (Kurikulum
 * Merdeka), grouped by CP element. The list comes from the curriculum module; a K13 document says why it has none.
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

function Picker({ documentId, value, onChange }: { documentId: number; value: PickedLink[]; onChange: (links: PickedLink[]) => void }) {
  const loaded = useApiData(() => call(linkOptionsContract, { params: { id: documentId } }));
  if (loaded.state === 'loading') return <Loading label="Memuat TP sekolah…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const o: Options = loaded.data;
  if (o.note) return <p className="small text-body-secondary">{o.note}</p>;
  if (o.options.length === 0)
    return (
      <p className="small text-body-secondary">Sekolah belum memiliki TP untuk mata pelajaran dan tingkat ini. Susun ATP sekolah di menu Kurikulum Merdeka.</p>
    );
  const has = (refId: number) => value.some((v) => v.refKind === 'tp' && v.refId === refId);
  const toggle = (opt: Options['options'][number]) =>
    onChange(
      has(opt.refId)
        ? value.filter((v) => !(v.refKind === opt.refKind && v.refId === opt.refId))
        : [...value, { refKind: opt.refKind, refId: opt.refId, code: opt.code, label: opt.label }],
    );
  const groups = [...new Set(o.options.map((x) => x.group))];
  return (
    <fieldset className="border rounded p-2" style={{ maxHeight: '20rem', overflowY: 'auto' }}>
      <legend className="fs-6 float-none w-auto px-1 mb-0">Tujuan pembelajaran sekolah</legend>
      {groups.map((g) => (
        <div key={g} className="mb-2">
          <div className="small fw-semibold">{g}</div>
          {o.options
            .filter((x) => x.group === g)
            .map((x) => (
              <div className="form-check" key={x.refId}>
                <input className="form-check-input" type="checkbox" id={`tp-${x.refId}`} checked={has(x.refId)} onChange={() => toggle(x)} />
                <label className="form-check-label small" htmlFor={`tp-${x.refId}`}>
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
