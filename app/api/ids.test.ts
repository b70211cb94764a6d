import { expect, it } from 'vitest';
import { describeEachStore } from '@/lib/api/fixtures/eachStore';
import * as champion from './champions/[id]/route';
import * as championImage from './champions/[id]/image/route';
import * as championPdf from './champions/[id]/pdf/route';
import * as championPicture from './champions/[id]/picture/route';
import * as championToken from './champions/[id]/token/route';
import * as deck from './decks/[id]/route';
import * as deckHistory from './decks/[id]/history/route';
import * as deckToken from './decks/[id]/token/route';

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

const ROUTES: Array<[string, string, Handler]> = [
  ['GET', '/api/champions/<id>', champion.GET],
  ['PUT', '/api/champions/<id>', champion.PUT],
  ['GET', '/api/champions/<id>/image', championImage.GET],
  ['GET', '/api/champions/<id>/pdf', championPdf.GET],
  ['GET', '/api/champions/<id>/picture', championPicture.GET],
  ['GET', '/api/champions/<id>/token', championToken.GET],
  ['GET', '/api/decks/<id>', deck.GET],
  ['PUT', '/api/decks/<id>', deck.PUT],
  ['DELETE', '/api/decks/<id>', deck.DELETE],
  ['GET', '/api/decks/<id>/history', deckHistory.GET],
  ['GET', '/api/decks/<id>/token', deckToken.GET],
];

// What an address decodes to: a NUL byte (which PostgreSQL refuses in text), one inside a
// plausible id, a path, an over-long id and a lone surrogate.
const BAD_IDS = ['\u0000', 'abcd\u0000efgh', '../etc/passwd', 'A'.repeat(5000), 'abc\ud800def'];

describeEachStore('an id no record can have', () => {
  it('answers 404 not-found in the one error shape on every id-taking route, before any query', async () => {
    for (const [method, path, handler] of ROUTES) {
      for (const id of BAD_IDS) {
        const url = `http://127.0.0.1:3000${path.replace('<id>', 'bad-id')}`;
        const body = method === 'PUT' ? JSON.stringify({ name: 'x' }) : undefined;
        const request = new Request(url, {
          method,
          body,
          headers: { authorization: 'Bearer some-token', 'content-type': 'application/json' },
        });
        const response = await handler(request, { params: Promise.resolve({ id }) });
        const label = `${method} ${path} ${JSON.stringify(id.slice(0, 20))}`;
        expect(response.status, label).toBe(404);
        expect(await response.json(), label).toMatchObject({
          code: 'not-found',
          field: 'id',
          error: expect.any(String),
        });
      }
    }
  });
});
