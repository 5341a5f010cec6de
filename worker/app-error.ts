import { type ErrorCode, errorCatalogue } from "../schemas/errors";

/** The one error type routes throw; `onError` turns it into `{error, code}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: { path: string; message: string }[];

  constructor(code: ErrorCode, message?: string, issues?: { path: string; message: string }[]) {
    super(message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.issues = issues;
  }
}
