import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { $yearData, $yearId } from '../../lib/session-store.ts';

/** Title, what the screen holds, the academic year it is about (year-scoped data), and the screen's buttons. */
export function ScreenHeader({ def, title, children }: { def: ResourceDef; title: string; children?: ReactNode }) {
  const yearId = useStore($yearId);
  const years = useStore($yearData);
  const year = years.find((y) => String(y.sd_academic_year_id) === yearId) ?? years.find((y) => y.is_current);
  return (
    <div className="resource-head">
      <div className="min-w-0">
        <h1 className="h4 mb-1">{title}</h1>
        {def.description && <p className="text-body-secondary mb-0 small">{def.description}</p>}
        {def.scope === 'year' && year && (
          <p className="small mb-0">
            Tahun ajaran: <strong>{year.description}</strong>
          </p>
        )}
      </div>
      {children && <div className="resource-actions">{children}</div>}
    </div>
  );
}
