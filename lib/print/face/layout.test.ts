import { describe, expect, it } from 'vitest';
import { CARDS, getCard } from '../../cards';
import { ABILITY_SLUGS, type Card } from '../../cards/types';
import { parsePath, pathBounds, type Box } from '../geometry/path';
import { FACE_BOXES, layoutCardFace, placePicture } from './layout';
import type { FaceCard, FacePrimitive } from './types';

type Text = Extract<FacePrimitive, { kind: 'text' }>;
type Group = Extract<FacePrimitive, { kind: 'group' }>;

/** Every primitive with its bounds in card millimetres (group transforms applied, images cut to their clip). */
function flatten(prims: FacePrimitive[], t = { x: 0, y: 0, s: 1 }, clip?: Box): Array<{ p: FacePrimitive; box: Box }> {
  const map = (b: Box): Box => ({
    x: t.x + b.x * t.s,
    y: t.y + b.y * t.s,
    width: b.width * t.s,
    height: b.height * t.s,
  });
  return prims.flatMap((p) => {
    if (p.kind === 'group') {
      const nt = p.transform
        ? { x: t.x + p.transform.x * t.s, y: t.y + p.transform.y * t.s, s: t.s * p.transform.scale }
        : t;
      const nclip = p.clip
        ? (({ x, y, width, height }) => ({
            x: nt.x + x * nt.s,
            y: nt.y + y * nt.s,
            width: width * nt.s,
            height: height * nt.s,
          }))(pathBounds(parsePath(p.clip)))
        : clip;
      return flatten(p.children, nt, nclip);
    }
    let box: Box;
    if (p.kind === 'path') box = map(pathBounds(parsePath(p.d)));
    else if (p.kind === 'text') {
      const w = p.width * p.scaleX;
      const x0 = p.anchor === 'start' ? p.x : p.anchor === 'middle' ? p.x - w / 2 : p.x - w;
      box = map({ x: x0, y: p.y - p.size * 0.75, width: w, height: p.size * 0.95 });
    } else box = map(p);
    if (clip) {
      const x = Math.max(box.x, clip.x),
        y = Math.max(box.y, clip.y);
      box = {
        x,
        y,
        width: Math.min(box.x + box.width, clip.x + clip.width) - x,
        height: Math.min(box.y + box.height, clip.y + clip.height) - y,
      };
    }
    return [{ p, box }];
  });
}

function groups(prims: FacePrimitive[]): Group[] {
  return prims.flatMap((p) => (p.kind === 'group' ? [p, ...groups(p.children)] : []));
}
const texts = (prims: FacePrimitive[]) => flatten(prims).filter((e): e is { p: Text; box: Box } => e.p.kind === 'text');
const nameText = (prims: FacePrimitive[]) => texts(groups(prims).find((g) => g.id === 'name')!.children)[0].p;

const within = (b: Box, outer: Box, eps = 1e-6) =>
  b.x >= outer.x - eps &&
  b.y >= outer.y - eps &&
  b.x + b.width <= outer.x + outer.width + eps &&
  b.y + b.height <= outer.y + outer.height + eps;

const card = (slug: string): FaceCard => getCard(slug)!;

describe('layoutCardFace', () => {
  it('keeps every primitive of every official card inside the 56 × 87 mm card', () => {
    for (const c of CARDS) {
      for (const { box } of flatten(layoutCardFace(c, { locale: 'fr' })))
        expect(within(box, { x: 0, y: 0, width: 56, height: 87 }), c.slug).toBe(true);
    }
  });

  it('extends artwork, not paper, into a 3 mm bleed', () => {
    const prims = layoutCardFace(card('brute'), { locale: 'en', bleedMm: 3 });
    const all = flatten(prims);
    for (const { box } of all) expect(within(box, { x: -3, y: -3, width: 62, height: 93 })).toBe(true);
    const background = prims[0];
    expect(background.kind === 'path' && pathBounds(parsePath(background.d))).toEqual({
      x: -3,
      y: -3,
      width: 62,
      height: 93,
    });
  });

  it('fits each name inside the name bar, shrinking long names', () => {
    const bar = FACE_BOXES.nameBar;
    for (const c of CARDS) {
      const t = texts(groups(layoutCardFace(c, { locale: 'fr' })).find((g) => g.id === 'name')!.children)[0];
      expect(t.p.text).toBe(c.name);
      expect(within(t.box, bar), c.slug).toBe(true);
    }
    const short = nameText(layoutCardFace(card('baron'), { locale: 'fr' }));
    const long = nameText(layoutCardFace(card('gesticulateur-toxique'), { locale: 'fr' }));
    expect(long.size).toBeLessThan(short.size);
    expect(long.size).toBeGreaterThanOrEqual(2.6);
    expect(long.scaleX).toBe(1);
  });

  it('squeezes a name too long even at the smallest size instead of overflowing', () => {
    const c: FaceCard = { ...card('baron'), name: 'Grand Seigneur des Abysses Insondables' };
    const t = nameText(layoutCardFace(c, { locale: 'en' }));
    expect(t.scaleX).toBeLessThan(1);
    expect(t.width * t.scaleX).toBeLessThanOrEqual(FACE_BOXES.nameBar.width);
  });

  it('gives every ability an icon labelled in the current locale, with the Aura marker only on auras', () => {
    const c: Card = {
      slug: 'test',
      name: 'Test',
      type: 'creature',
      mana: 3,
      attack: 2,
      health: 2,
      abilities: [
        { ability: 'rage', aura: false },
        { ability: 'sprint', aura: true },
        { ability: 'price-of-blood', aura: false },
      ],
    };
    const fr = groups(layoutCardFace(c, { locale: 'fr' })).filter((g) => g.id?.startsWith('ability-'));
    expect(fr.map((g) => g.title)).toEqual(['Rage', 'Sprint (Aura)', 'Prix du sang']);
    expect(fr.map((g) => groups(g.children).some((x) => x.id === 'aura-marker'))).toEqual([false, true, false]);
    const en = groups(layoutCardFace(c, { locale: 'en' })).filter((g) => g.id?.startsWith('ability-'));
    expect(en.map((g) => g.title)).toEqual(['Rage', 'Sprint (Aura)', 'Price of Blood']);
  });

  it('draws each of the 19 abilities with its own icon', () => {
    const seen = new Set<string>();
    for (const ability of ABILITY_SLUGS) {
      const c: Card = {
        slug: ability,
        name: 'X',
        type: 'creature',
        mana: 1,
        attack: 1,
        health: 1,
        abilities: [{ ability, aura: false }],
      };
      const g = groups(layoutCardFace(c, { locale: 'en' })).find((x) => x.id === `ability-${ability}`)!;
      const icon = flatten(g.children).find((e) => e.p.kind === 'path' && e.p.fillRule === 'evenodd')!;
      seen.add((icon.p as { d: string }).d);
    }
    expect(seen.size).toBe(19);
  });

  it('prints X attack, health and the set line for a Creature', () => {
    const prims = layoutCardFace(card('gesticulateur-toxique'), { locale: 'fr' });
    const byId = (id: string) => texts(groups(prims).find((g) => g.id === id)!.children).map((t) => t.p.text);
    expect(byId('attack')).toEqual(['X']);
    expect(byId('health')).toEqual(['3']);
    expect(byId('mana')).toEqual(['4']);
    expect(byId('set-line')).toEqual(['Félonie · 25/36']);
    expect(texts(layoutCardFace(card('gesticulateur-toxique'), { locale: 'en' })).map((t) => t.p.text)).toContain(
      'Treachery · 25/36',
    );
  });

  it('prints Damage and no health for an Incantation', () => {
    const prims = layoutCardFace(card('meteorite'), { locale: 'en' });
    const ids = groups(prims).map((g) => g.id);
    expect(ids).toContain('damage');
    expect(ids).not.toContain('attack');
    expect(ids).not.toContain('health');
    expect(texts(groups(prims).find((g) => g.id === 'damage')!.children)[0].p.text).toBe('4');
  });

  it('says in words what every official Incantation does, beside its Damage, within the stats row, without squeezing', () => {
    const incantations = CARDS.filter((c) => c.type === 'incantation');
    for (const locale of ['en', 'fr'] as const) {
      for (const c of incantations) {
        const prims = layoutCardFace(c, { locale });
        const effect = groups(prims).find((g) => g.id === 'effect');
        expect(effect, c.slug).toBeDefined();
        const lines = texts(effect!.children);
        expect(lines.map((l) => l.p.text).join(' '), c.slug).toBe(effect!.title);
        const row = {
          x: FACE_BOXES.effect.x,
          y: FACE_BOXES.stats.y,
          width: FACE_BOXES.effect.width,
          height: FACE_BOXES.stats.height,
        };
        for (const l of lines) {
          expect(within(l.box, row), `${c.slug} ${l.p.text}`).toBe(true);
          expect(l.p.scaleX, c.slug).toBe(1);
          expect(l.p.size, c.slug).toBeGreaterThanOrEqual(1.6);
        }
        const pill = flatten(groups(prims).find((g) => g.id === 'damage')!.children).map((e) => e.box);
        expect(Math.max(...pill.map((b) => b.x + b.width)), c.slug).toBeLessThan(row.x);
      }
    }
    const meteor = groups(layoutCardFace(card('meteorite'), { locale: 'en' })).find((g) => g.id === 'effect')!;
    expect(meteor.title).toBe('Deals 4 Damage to a Creature and to the one behind it.');
    expect(groups(layoutCardFace(card('brute'), { locale: 'en' })).some((g) => g.id === 'effect')).toBe(false);
  });

  it('distinguishes Creature, Incantation and Champion frames', () => {
    const fill = (c: FaceCard) => (layoutCardFace(c, { locale: 'en' })[0] as { fill: string }).fill;
    const fills = new Set([fill(card('brute')), fill(card('meteorite')), fill({ ...card('brute'), champion: true })]);
    expect(fills.size).toBe(3);
  });

  it('marks an unverified card', () => {
    expect(texts(layoutCardFace(card('parasite'), { locale: 'en' })).map((t) => t.p.text)).toContain(
      'Initiation Pack · 1/36 · unverified',
    );
  });

  it('shows an uploaded picture cropped to the art window instead of the motif', () => {
    const picture = {
      dataUrl: 'data:image/png;base64,AAAA',
      mime: 'image/png' as const,
      width: 1200,
      height: 600,
      zoom: 1.5,
      offsetX: 1,
      offsetY: 0,
    };
    const prims = layoutCardFace({ ...card('brute'), picture, champion: true }, { locale: 'en' });
    const art = groups(prims).find((g) => g.id === 'art')!;
    expect(art.children).toHaveLength(1);
    const image = art.children[0] as Extract<FacePrimitive, { kind: 'image' }>;
    expect(image.kind).toBe('image');
    expect(image.height).toBeCloseTo(FACE_BOXES.art.height * 1.5);
    // offsetX = 1 pans to the right edge: the picture's right edge meets the window's.
    expect(image.x + image.width).toBeCloseTo(FACE_BOXES.art.x + FACE_BOXES.art.width);
  });

  it('is deterministic', () => {
    expect(layoutCardFace(card('vortex'), { locale: 'en' })).toEqual(layoutCardFace(card('vortex'), { locale: 'en' }));
  });
});

describe('placePicture', () => {
  it('covers the window at zoom 1 and centres at offset 0', () => {
    const box = { x: 0, y: 0, width: 40, height: 30 };
    const placed = placePicture({ mime: 'image/jpeg', width: 100, height: 100, zoom: 1, offsetX: 0, offsetY: 0 }, box);
    expect(placed).toEqual({ x: 0, y: -5, width: 40, height: 40 });
  });

  it('never zooms out below covering, and ignores non-finite offsets', () => {
    const box = { x: 0, y: 0, width: 40, height: 30 };
    const placed = placePicture(
      { mime: 'image/jpeg', width: 100, height: 100, zoom: 0.2, offsetX: Number.NaN, offsetY: 5 },
      box,
    );
    expect(placed).toEqual({ x: 0, y: -10, width: 40, height: 40 });
  });
});
