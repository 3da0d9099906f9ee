/**
 * The one application error type. Services throw it; src/server/http/error-handler.ts maps it to a status
 * and the JSON shape { message, errors? }. Messages are Indonesian and safe to show to the user.
 */
export type ErrorCode =
  'bad_request' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'validation' | 'too_many_requests' | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  validation: 422,
  too_many_requests: 429,
  unavailable: 503,
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('unauthenticated', 'Sesi Anda telah berakhir. Silakan masuk kembali.');
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini.') => new AppError('forbidden', message);
export const notFound = (message = 'Data tidak ditemukan.') => new AppError('not_found', message);
export const validationError = (fieldErrors: FieldErrors, message = 'Data yang dikirim tidak valid.') => new AppError('validation', message, { fieldErrors });
/** One field refused, its message also the answer's own: a screen's dialog then shows why, not only "tidak valid". */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] }, message);
