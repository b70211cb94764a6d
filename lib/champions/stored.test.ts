import { describe, expect, it } from 'vitest';
import { computeManaCost } from './cost';
import { championFaceCard, readStoredChampion, toStoredDesign } from './stored';

const design = { name: 'Lame Grise', attack: 3, health: 4, abilities: [{ ability: 'rage' as const, aura: false }] };

describe('stored Champions', () => {
  it('round-trips a design with its framing and picture size', () => {
    const stored = toStoredDesign(design, { zoom: 1.5, offsetX: 0.2, offsetY: -0.4 }, { width: 1200, height: 960 });
    expect(stored).not.toHaveProperty('name');
    const sheet = readStoredChampion({
      name: design.name,
      design: JSON.parse(JSON.stringify(stored)),
      pictureSha: 'abc',
    });
    expect(sheet).toEqual({
      design,
      framing: { zoom: 1.5, offsetX: 0.2, offsetY: -0.4 },
      picture: { width: 1200, height: 960 },
    });
  });

  it('forgets the picture size when no picture is stored, and refuses a design the rules reject', () => {
    const stored = toStoredDesign(design, { zoom: 1, offsetX: 0, offsetY: 0 }, { width: 10, height: 10 });
    expect(readStoredChampion({ name: design.name, design: stored, pictureSha: null })?.picture).toBeNull();
    expect(readStoredChampion({ name: design.name, design: { ...stored, health: 99 }, pictureSha: null })).toBeNull();
    expect(readStoredChampion({ name: ' ', design: stored, pictureSha: null })).toBeNull();
  });

  it('still reads a name saved before the card-font rule, so its owner can open and rename it', () => {
    const stored = toStoredDesign(design, { zoom: 1, offsetX: 0, offsetY: 0 }, null);
    expect(readStoredChampion({ name: 'Łukasz', design: stored, pictureSha: null })?.design).toEqual({
      ...design,
      name: 'Łukasz',
    });
  });

  it('draws a Champion face priced by the cost model, with the framed picture', () => {
    const sheet = readStoredChampion({
      name: design.name,
      design: toStoredDesign(design, { zoom: 2, offsetX: 1, offsetY: 0 }, { width: 800, height: 600 }),
      pictureSha: 'abc',
    })!;
    const bytes = new Uint8Array([1, 2, 3]);
    const card = championFaceCard(sheet, { bytes });
    expect(card).toMatchObject({
      slug: 'champion-lame-grise',
      champion: true,
      type: 'creature',
      mana: computeManaCost(design).mana,
      attack: 3,
      health: 4,
    });
    expect(card.picture).toEqual({
      mime: 'image/png',
      width: 800,
      height: 600,
      zoom: 2,
      offsetX: 1,
      offsetY: 0,
      bytes,
    });
    expect(championFaceCard(sheet).picture).toBeUndefined();
  });
});
