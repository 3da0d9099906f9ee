/**
 * A file kind may need more than "a session of the same school with the right user type" (FILE_KIND_RULES.readers):
 * a class room's file is for that room's people only. The module that knows registers its check for the kind at
 * start-up; serveFile asks it, and a refusal is "not found" like any other.
 */
import type { FileKind } from '../../shared/files/file-kinds.ts';
import type { SessionContext } from '../http/context.ts';

export type FileReadGuard = (ctx: SessionContext, file: { id: string; createdBy: number | null }) => Promise<boolean>;

const guards = new Map<FileKind, FileReadGuard>();

export function setFileReadGuard(kind: FileKind, guard: FileReadGuard): void {
  guards.set(kind, guard);
}

export function fileReadGuard(kind: FileKind): FileReadGuard | undefined {
  return guards.get(kind);
}
