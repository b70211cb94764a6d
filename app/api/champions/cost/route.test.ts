import { describe, expect, it } from 'vitest';
import { CARDS, getCard } from '@/lib/cards';
import { computeManaCost } from '@/lib/champions/cost';
import { POST } from './route';

const URL = 'http://localhost/api/champions/cost';
const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  POST(new Request(URL, { method: 'POST', body, headers }));
const postJson = (value: unknown) => post(JSON.stringify(value));

describe('POST /api/champions/cost', () => {
  it('prices an official Creature as printed, with its breakdown', async () => {
    const alpha = getCard('alpha')!;
    const response = await postJson({ attack: alpha.attack, health: alpha.health, abilities: alpha.abilities });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.mana).toBe(alpha.mana);
    expect(json.breakdown.map((l: { kind: string }) => l.kind)).toEqual([
      'base',
      'ability',
      'ability',
      'ability',
      'rounding',
    ]);
    expect(json.breakdown.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(json.mana);
    expect(json.warnings).toEqual([]);
  });

  it('prices every official Creature’s own ability list, Mercenary aside (Druide Pacifique’s Indestructible twice included)', async () => {
    const creatures = CARDS.filter((c) => c.type === 'creature');
    expect(creatures.some((c) => c.slug === 'druide-pacifique')).toBe(true);
    for (const c of creatures) {
      const abilities = c.abilities.filter((a) => a.ability !== 'mercenary');
      const response = await postJson({ attack: c.attack, health: c.health, abilities });
      expect(response.status, c.slug).toBe(200);
      expect((await response.json()).mana, c.slug).toBe(
        computeManaCost({ attack: c.attack, health: c.health ?? 0, abilities }).mana,
      );
    }
  });

  it('accepts X with Vulnerability and says how X is counted', async () => {
    const response = await postJson({ attack: 'X', health: 3, abilities: [{ ability: 'vulnerability', aura: false }] });
    expect(response.status).toBe(200);
    expect((await response.json()).warnings.map((w: { code: string }) => w.code)).toEqual(['x-attack']);
  });

  it('warns beyond the official range but still prices', async () => {
    const response = await postJson({ attack: 12, health: 2, abilities: [] });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.mana).toBe(6);
    expect(json.warnings.map((w: { code: string }) => w.code)).toEqual(['attack-above-official']);
  });

  it('answers 400 with one message per bad field', async () => {
    const response = await postJson({ attack: 'X', health: 0, abilities: [{ ability: 'mercenary' }] });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors.map((e: { field: string }) => e.field)).toEqual(['abilities', 'health']);
    expect(errors[0].message).toBe('Mercenary is not available to Champions.');
    expect(errors[0].messageFr).toBe('Mercenaire n’est pas disponible pour les Champions.');
  });

  it('refuses X without Vulnerability on the attack field', async () => {
    const response = await postJson({ attack: 'X', health: 2, abilities: [] });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject([
      { field: 'attack', message: 'An Attack of X needs the Vulnerability ability.' },
    ]);
  });

  it('refuses an unknown field, and every error has a top-level message', async () => {
    const response = await postJson({ attack: 1, health: 1, abilities: [], heatlh: 2 });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('Unknown field “heatlh”: a Champion has only attack, health and abilities.');
    expect(body.errors[0].field).toBe('heatlh');
    expect((await (await postJson({ attack: 1, health: 0 })).json()).error).toBe(
      'Health must be a whole number from 1 to 20.',
    );
    expect(await (await post('{')).json()).toMatchObject({
      code: 'body-not-json',
      field: 'body',
      error: expect.stringMatching(/not valid JSON/),
    });
  });

  it('answers 400 to a body that is not JSON or not an object', async () => {
    for (const body of ['attack=3', '', '{"attack": 3,']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: expect.stringMatching(/^body-/), field: 'body' });
    }
    const array = await postJson([1, 2]);
    expect(array.status).toBe(400);
    expect(await array.json()).toMatchObject({ code: 'invalid-champion', errors: [{ field: 'design' }] });
  });

  it('answers 413 to a body over 16 KB', async () => {
    const big = JSON.stringify({ attack: 1, health: 1, abilities: [], padding: 'x'.repeat(17 * 1024) });
    const response = await post(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'body-too-large',
      field: 'body',
      limit: 16 * 1024,
      error: 'The request body is larger than 16384 bytes.',
    });
  });

  it('answers 413 when an unannounced stream goes over 16 KB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(URL, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });
});
