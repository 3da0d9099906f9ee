/**
 * /structure_score: the school's score structure in one place. The weight of each assessment kind in the final grade
 * is the grades module's setting (the same call as /setting_raport, not a second copy); the predikat scale is the
 * curriculum's list (/setting_score); KKM per course and grade is /sdp_set_score_school.
 */
import { Link } from 'react-router';
import { getSettingsContract } from '../../../shared/api/grades/rapor.ts';
import { ASSESSMENT_KINDS, KIND_LABELS } from '../../../shared/grades/schemas.ts';
import { fetchList } from '../../components/resource/resource-client.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.tsx';

export default function ScoreStructureScreen() {
  const route = useCurrentRoute();
  const data = useApiData(async () => {
    const [settings, predicates] = await Promise.all([
      call(getSettingsContract, {}),
      fetchList('score-predicates', { per_page: 20, sort: 'min_score', dir: 'desc' }),
    ]);
    return { settings, predicates: predicates.data };
  });
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const { settings, predicates } = data.data;
  return (
    <section style={{ maxWidth: '48rem' }}>
      <h1 className="h4">{route?.title ?? 'Struktur Nilai'}</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {settings.yearLabel}, semester aktif {settings.semester === '1' ? '1 (Ganjil)' : '2 (Genap)'}.
      </p>
      <h2 className="h5">Bobot nilai akhir</h2>
      <table className="table table-sm">
        <caption className="visually-hidden">Bobot tiap jenis penilaian</caption>
        <thead>
          <tr>
            <th scope="col">Jenis penilaian</th>
            <th scope="col" className="text-end">
              Bobot
            </th>
          </tr>
        </thead>
        <tbody>
          {ASSESSMENT_KINDS.map((k) => (
            <tr key={k}>
              <td>{KIND_LABELS[k]}</td>
              <td className="text-end">{settings.weights[k] ?? 0}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small">
        Nilai akhir = rata-rata tiap jenis × bobotnya; jenis yang belum ada nilainya tidak dihitung.{' '}
        {settings.canEdit && <Link to={routeTo('setting_raport')}>Ubah bobot</Link>}
      </p>
      <h2 className="h5 mt-4">Predikat</h2>
      {predicates.length === 0 ? (
        <p className="small text-body-secondary">Belum ada predikat.</p>
      ) : (
        <table className="table table-sm">
          <caption className="visually-hidden">Rentang nilai tiap predikat</caption>
          <thead>
            <tr>
              <th scope="col">Predikat</th>
              <th scope="col">Rentang</th>
              <th scope="col">Keterangan</th>
            </tr>
          </thead>
          <tbody>
            {predicates.map((p) => (
              <tr key={p.id}>
                <td>{String(p.letter)}</td>
                <td>
                  {String(p.min_score)}–{String(p.max_score)}
                </td>
                <td>{String(p.description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="small">
        <Link to={routeTo('setting_score')}>Atur predikat</Link> · <Link to={routeTo('sdp_set_score_school')}>Atur KKM per mapel dan tingkat</Link>
      </p>
    </section>
  );
}
