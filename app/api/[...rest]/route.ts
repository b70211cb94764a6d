// An API client asking for an unknown endpoint gets JSON it can read, not an HTML page.
function unknownEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url);
  return Response.json({ error: `There is no API endpoint ${request.method} ${pathname}.` }, { status: 404 });
}

export { unknownEndpoint as GET, unknownEndpoint as POST, unknownEndpoint as PUT, unknownEndpoint as PATCH, unknownEndpoint as DELETE };
