/**
 * One declarative definition per entity (ENGINEERING.md, "One definition per entity"), shared by the server
 * (generic API, authorisation, scope) and the portal (list, form, delete screens). The zod schema is built
 * from the fields, so a field's label, input kind and validation are written once.
 */
import type { z } from 'zod';
import type { UserTypeId } from '../user-types.ts';
import type { FileKind } from '../files/file-kinds.ts';

export type InputKind =
  | 'text'
  | 'textarea'
  | 'login' // an email or a username
  | 'number'
  | 'date'
  | 'select'
  | 'reference' // one record of another resource
  | 'references' // several records of another resource
  | 'checkbox'
  | 'password'
  | 'time' // a time of day, HH:MM
  | 'image'; // an uploaded picture: its /api/files/<uuid> address (fileKind says which kind)

export interface OptionItem {
  value: string;
  label: string;
}

/** Where the add/edit form shows a field. */
export type FormPlacement = 'both' | 'create' | 'edit' | 'none';

export interface FieldDef {
  name: string;
  /** Indonesian label, Dapodik's wording where Dapodik has the field. */
  label: string;
  kind: InputKind;
  /** Validation of the value sent by a form or an API client. */
  schema: z.ZodType;
  required: boolean;
  options?: readonly OptionItem[];
  /** For reference kinds: the resource whose records the field points to. */
  reference?: string;
  /** Heading of the form section the field belongs to. */
  group?: string;
  help?: string;
  placeholder?: string;
  form: FormPlacement;
  /** Personal data (NIK, birth date, address...): only user types that may write the resource receive it. */
  sensitive?: boolean;
  /** The phone keyboard to open (numeric for NISN, NIK...). */
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  /** A string of digits: its shortest and longest length (NISN [10, 10], RT [1, 3]). */
  digits?: [number, number];
  /** Bounds of a number field. */
  min?: number;
  max?: number;
  /** Value of a new record's form. */
  defaultValue?: unknown;
  /** Computed by the server (a count, a name from another table): shown, never sent. */
  readOnly?: boolean;
  /** User types the screens do not show the field to (a teacher is always the author of their own task). */
  hiddenFor?: readonly UserTypeId[];
  /** For image fields: the upload kind (src/shared/files/file-kinds.ts); the server checks the file is the school's. */
  fileKind?: FileKind;
}

export interface ColumnDef {
  field: string;
  /** Defaults to the field's label. */
  label?: string;
  /** Shown as the card's title when the list stacks into cards on a phone. */
  primary?: boolean;
}

export interface FilterDef {
  field: string;
  label: string;
}

/** platform: not owned by a school (schools). school: sd_school_id. year: sd_school_id and the session's year. */
export type Scope = 'platform' | 'school' | 'year';

export interface ResourceRoutes {
  /** Catalogue route names. */
  list: string;
  create: string;
  edit: string;
}

export interface ResourceAccess {
  read: readonly UserTypeId[];
  write: readonly UserTypeId[];
}

export interface ResourceDef {
  /** The API path segment: /api/resources/<name>. */
  name: string;
  /** Singular Indonesian noun ("Siswa"), used in buttons and messages. */
  title: string;
  scope: Scope;
  fields: readonly FieldDef[];
  /** Built from the fields (plus refine); what create and update accept. */
  schema: z.ZodType<Record<string, unknown>>;
  columns: readonly ColumnDef[];
  /** Fields matched by the search box (case-insensitive, anywhere in the text). */
  search: readonly string[];
  sortable: readonly string[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  filters: readonly FilterDef[];
  access: ResourceAccess;
  /** The field that names a record in pickers, labels and the delete confirmation. */
  labelField: string;
  routes: ResourceRoutes;
  /** For the people resources: the user type of the account the record is. */
  userType?: UserTypeId;
  /** A sentence under the list title saying what the list holds. */
  description?: string;
  /** One record per school (general settings): no list, no add, no delete. */
  singleton?: boolean;
  /** The list screen's heading, when its catalogue route is titled for something else (add_schedule_room). */
  listTitle?: string;
  /**
   * Its catalogue route is a workflow screen of its own that reads and writes through these contracts (the
   * allowed apps' cards with their two keys), not the generic list and form.
   */
  ownScreen?: boolean;
}

/** What every list answer looks like. labels: the names of referenced records, by field then id. */
export interface ListResult<Row = Record<string, unknown>> {
  data: Row[];
  total: number;
  page: number;
  per_page: number;
  labels: Record<string, Record<string, string>>;
}

export interface RecordResult<Row = Record<string, unknown>> {
  data: Row;
  labels: Record<string, Record<string, string>>;
}

/** The answer of an Excel import: nothing is stored unless every row is valid (status true). */
export interface ImportReport {
  status: boolean;
  total: number;
  imported: number;
  message: string;
  /** The first rows with errors (up to 100); `errorCount` counts them all. */
  errors: { row: number; messages: string[] }[];
  errorCount: number;
}
