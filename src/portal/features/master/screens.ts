import type { ScreenRegistry } from '../../app/screens.ts';
import { MASTER_ROUTE_NAMES } from './route-names.ts';

// One screen module serves every master-data route: it reads the route and renders the resource's screen.
const load = () => import('./master-screen.tsx');

export const SCREENS: ScreenRegistry = Object.fromEntries(MASTER_ROUTE_NAMES.map((name) => [name, load]));
