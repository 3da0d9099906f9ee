/** The finance screens that work against the API (document 02, 2.11); every other finance route stays "belum tersedia". */
import { SCREENS } from './screens.ts';

export const FINANCE_ROUTE_NAMES: readonly string[] = Object.keys(SCREENS);
