import { buildTemplates } from './db-templates.ts';

/** Runs once before the first test file: the databases every file copies (tests/helpers/db-templates.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  return buildTemplates();
}
