import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resourceByName } from '../../../shared/resources/registry.ts';
import type { Row } from '../../components/resource/resource-client.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import { MASTER_ROUTES } from './master-routes.ts';
import { GuardianSelfScreen } from './guardian-self-screen.tsx';
import { PeopleExcelActions, EXCEL_KINDS } from './people-excel.tsx';
import { AccountCards } from './account-cards.tsx';

/** From a class to its rombel, from a rombel to its students: the lists filtered by the row. */
const ROW_LINKS: Record<string, (row: Row) => ReactNode> = {
  classes: (row) => (
    <Link to={`/subkelas?sd_class_id=${row.id}`} className="btn btn-sm btn-outline-secondary" aria-label={`Rombel kelas ${String(row.name)}`}>
      Rombel
    </Link>
  ),
  sections: (row) => (
    <Link to={`/student?sd_section_id=${row.id}`} className="btn btn-sm btn-outline-secondary" aria-label={`Siswa ${String(row.name)}`}>
      Siswa
    </Link>
  ),
  // An album's photos are placed on /post_upload_image (issue 20).
  'site-albums': (row) => (
    <Link to={`/post_upload_image?album=${row.id}`} className="btn btn-sm btn-outline-secondary" aria-label={`Foto album ${String(row.title)}`}>
      Foto
    </Link>
  ),
};

/** Every master-data route: the generic resource screens, with Excel import/export on the people lists. */
export default function MasterScreen() {
  const route = useCurrentRoute();
  const target = route ? MASTER_ROUTES.get(route.name) : undefined;
  if (!route || !target) return null;
  if (target.kind === 'guardian-self') return <GuardianSelfScreen page={target.page} title={route.title} />;
  const def = resourceByName(target.resource)!;
  const excel = target.screen === 'list' && EXCEL_KINDS.includes(def.name);
  return (
    <ResourceScreen
      key={route.name}
      def={def}
      screen={target.screen}
      title={def.listTitle ?? route.title}
      editRoute={target.editRoute}
      rowActions={ROW_LINKS[def.name]}
      actions={
        excel
          ? (list) => (
              <>
                <PeopleExcelActions def={def} onImported={list.reload} />
                {def.name === 'students' && <AccountCards onDone={list.reload} />}
              </>
            )
          : undefined
      }
    />
  );
}
