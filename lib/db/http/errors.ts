/**
 * An error the client caused: its status and message go back as JSON `{error, field?}`.
 * `messageFr`, when given, is what a French page shows (errors a person can meet while saving).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly messageFr?: string,
  ) {
    super(message);
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** Turns an HttpError into its response; anything else is a 500 without internals. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return jsonResponse({ error: error.message, ...(error.field ? { field: error.field } : {}) }, error.status, error.headers);
  }
  console.error(error);
  return jsonResponse({ error: 'Internal error: nothing was saved.' }, 500);
}
