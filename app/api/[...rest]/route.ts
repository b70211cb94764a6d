import { jsonResponse, type ApiErrorBody } from '@/lib/api/errors';

// An API client asking for an unknown endpoint gets JSON it can read, not an HTML page.
function unknownEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url);
  return jsonResponse(
    { error: `There is no API endpoint ${request.method} ${pathname}.`, code: 'not-found' } satisfies ApiErrorBody,
    404,
  );
}

export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
  unknownEndpoint as OPTIONS,
};
