import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withTempStore } from '@/lib/db/withTempStore';

const here = dirname(fileURLToPath(import.meta.url));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const routeFiles = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)route\.tsx?$/.test(file) && !file.startsWith('[...rest]'))
  .map((file) => join(here, file));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;

withTempStore('api-methods');

describe('every API route', () => {
  it('is found by this test (all of them)', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(16);
  });

  it('answers OPTIONS with its Allow list, and each other method with a JSON 405 carrying the same list', async () => {
    for (const file of routeFiles) {
      const route = (await import(file)) as Record<string, Handler | undefined>;
      const name = relative(here, file);
      const params = Promise.resolve({ id: 'abcd1234', code: 'BAAAAAAjMBHNsPIE', slug: 'baron' });
      expect(route.OPTIONS, `${name} exports OPTIONS`).toBeTypeOf('function');
      const options = await route.OPTIONS!(new Request('http://127.0.0.1/api/x', { method: 'OPTIONS' }), { params });
      expect(options.status, name).toBe(204);
      const allow = options.headers.get('allow')!.split(', ');
      expect(allow.length, name).toBeGreaterThan(0);
      for (const method of METHODS) {
        expect(route[method], `${name} exports ${method}`).toBeTypeOf('function');
        if (allow.includes(method)) continue;
        const response = await route[method]!(new Request('http://127.0.0.1/api/x', { method }), { params });
        expect(response.status, `${method} ${name}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${name}`).toBe(allow.join(', '));
        expect(await response.json(), `${method} ${name}`).toMatchObject({
          code: 'method-not-allowed',
          error: expect.stringContaining(`${method} is not allowed`),
        });
      }
    }
  });
});
