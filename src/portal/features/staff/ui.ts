/** Links by route name, rupiah and a change with its feedback, for the staff screens. */
export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';

export const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
