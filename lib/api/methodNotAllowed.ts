import { jsonResponse, type ApiErrorBody } from './errors';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The framework answers a method a route does not export with an empty 405: API clients get
 * the JSON error every other refusal gives, and the Allow header HTTP asks for. Exported as
 * the route's OPTIONS too, it answers 204 with that Allow header: the framework's own OPTIONS
 * would list every exported method, the refused ones included.
 */
export function methodNotAllowed(allowed: readonly Method[]): (request: Request) => Response {
  const allow = allowed.includes('GET') && !allowed.includes('HEAD') ? [...allowed, 'HEAD'] : [...allowed];
  return (request) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: { Allow: allow.join(', '), 'cache-control': 'no-store' } });
    return jsonResponse(
      {
        error: `${request.method} is not allowed here; allowed: ${allow.join(', ')}.`,
        code: 'method-not-allowed',
        allowed: allow,
      } satisfies ApiErrorBody,
      405,
      { Allow: allow.join(', ') },
    );
  };
}
