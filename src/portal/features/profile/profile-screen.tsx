import { Avatar } from '../../components/ui/avatar.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { getProfileContract } from '../../../shared/api/profile.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { $timeZone } from '../../lib/session-store.ts';
import { formatInZone } from '../../../shared/time/school-time.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { OwnDetailsForm } from './own-details-form.tsx';

/** /profile_page: the signed-in user's own data and the change-password form. */
export default function ProfileScreen() {
  const result = useApiData(() => call(getProfileContract).then((r) => r.data));
  return (
    <div className="profile">
      <h1 className="h4 mb-3">Profil Saya</h1>
      {result.state === 'loading' && <Loading label="Memuat profil…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && result.data.password_set_by_admin_at && (
        <div className="alert alert-warning" role="status">
          Password Anda diatur oleh admin sekolah pada{' '}
          {formatInZone(result.data.password_set_by_admin_at, $timeZone.get(), { dateStyle: 'long', timeStyle: 'short' })}. Bila bukan atas permintaan Anda,
          hubungi admin sekolah, lalu ganti password di bawah ini.
        </div>
      )}
      {result.state === 'ready' && (
        <div className="profile-grid">
          <section className="portal-card" aria-labelledby="judul-akun">
            <div className="d-flex align-items-center gap-3 mb-3">
              <Avatar path={result.data.path_profile} size={64} />
              <div className="min-w-0">
                <h2 id="judul-akun" className="h5 mb-0 text-break">
                  {result.data.full_name}
                </h2>
                <p className="text-body-secondary mb-0">{result.data.user_type_name}</p>
              </div>
            </div>
            <dl className="profile-facts mb-0">
              <dt>Email</dt>
              <dd className="text-break">{result.data.email}</dd>
              <dt>Sekolah</dt>
              <dd>{result.data.school_name}</dd>
              <dt>Akun dibuat</dt>
              <dd>{formatInZone(result.data.created_at, $timeZone.get(), { dateStyle: 'long' })}</dd>
            </dl>
          </section>
          <ChangePasswordForm />
          <OwnDetailsForm />
        </div>
      )}
    </div>
  );
}
