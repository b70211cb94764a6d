/**
 * Every refusal the API gives, by a code that never changes: clients translate the code (and
 * read the data beside it), never the English sentence in `error`, which is for people
 * reading the raw JSON.
 */
export type ApiErrorCode =
  | 'action-refused'
  | 'bad-address'
  | 'bad-param'
  | 'body-missing'
  | 'body-not-json'
  | 'body-not-utf8'
  | 'body-too-large'
  | 'busy'
  | 'champion-missing'
  | 'champion-unreadable'
  | 'conflict'
  | 'cross-site'
  | 'internal'
  | 'invalid-champion'
  | 'invalid-code'
  | 'invalid-deck'
  | 'invalid-picture'
  | 'method-not-allowed'
  | 'no-picture'
  | 'not-found'
  | 'rate-limited'
  | 'room-not-ready'
  | 'same-deck'
  | 'seat-taken'
  | 'token-forbidden'
  | 'token-missing'
  | 'too-many-streams'
  | 'unsupported-type'
  | 'wrong-phase';

/** The body of every refusal: `{ error, code, field?, …data }`. */
export type ApiErrorBody = { error: string; code: ApiErrorCode; field?: string } & Record<string, unknown>;

export interface ApiErrorOptions {
  field?: string;
  /** Facts the client needs to say what happened (the current version of a 409, a limit…). */
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An error the client caused (or a refusal it can retry): thrown by handlers, answered by `guarded`. */
export class ApiError extends Error {
  readonly field?: string;
  readonly data: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    { field, data = {}, headers = {} }: ApiErrorOptions = {},
  ) {
    super(message);
    this.field = field;
    this.data = data;
    this.headers = headers;
  }

  get body(): ApiErrorBody {
    return { ...this.data, error: this.message, code: this.code, ...(this.field ? { field: this.field } : {}) };
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** An ApiError as its response; anything else is a 500 that shows no internals. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return jsonResponse(error.body, error.status, error.headers);
  console.error(error);
  return jsonResponse({ error: 'Internal error: nothing was saved.', code: 'internal' } satisfies ApiErrorBody, 500);
}

/** Runs a handler: the one place where a thrown refusal becomes its response. */
export async function guarded(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    return errorResponse(error);
  }
}
