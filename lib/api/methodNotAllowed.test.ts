import { describe, expect, it } from 'vitest';
import { methodNotAllowed } from './methodNotAllowed';

describe('methodNotAllowed', () => {
  it('answers 405 with a JSON error naming the method and an Allow header', async () => {
    const response = methodNotAllowed(['GET'])(new Request('http://h/api/cards', { method: 'DELETE' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const body = await response.json();
    expect(body).toMatchObject({ code: 'method-not-allowed', allowed: ['GET', 'HEAD'] });
    expect(body.error).toMatch(/DELETE is not allowed.*GET, HEAD/);
  });

  it('lists every allowed method', () => {
    expect(methodNotAllowed(['GET', 'PUT'])(new Request('http://h/x', { method: 'POST' })).headers.get('allow')).toBe(
      'GET, PUT, HEAD',
    );
    expect(methodNotAllowed(['POST'])(new Request('http://h/x', { method: 'GET' })).headers.get('allow')).toBe('POST');
  });
});

describe('methodNotAllowed as OPTIONS', () => {
  it('answers 204 with the methods the route takes, not the ones it refuses', () => {
    const response = methodNotAllowed(['GET', 'PUT'])(new Request('http://h/x', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, PUT, HEAD');
    expect(response.body).toBeNull();
  });
});
