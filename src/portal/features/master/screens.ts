import type { ScreenRegistry } from '../../app/screens.ts';
import { MASTER_ROUTE_NAMES } from './route-names.ts';

// One screen module serves every master-data route: it reads the route and renders the resource's screen.
const load = () => import('./master-screen.tsx');

// /tugas is shown by the classroom feature: the same tasks list for staff, the student's and parent's work for them.
const ELSEWHERE = new Set(['tugas']);

export const SCREENS: ScreenRegistry = Object.fromEntries(MASTER_ROUTE_NAMES.filter((name) => !ELSEWHERE.has(name)).map((name) => [name, load]));
