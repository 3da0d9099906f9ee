/** Links by route name, rupiah, dates and a change with its feedback, for the finance screens. */
export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';
export { rupiah, periodLabel } from '../../../shared/finance/permissions.ts';

/** Today in WIB as YYYY-MM-DD, the default of every date field. */
export const todayIso = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
