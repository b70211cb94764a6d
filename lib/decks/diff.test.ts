import { describe, expect, it } from 'vitest';
import { diffDeckVersions, type DeckSnapshot } from './diff';

const base: DeckSnapshot = {
  name: 'Rage',
  description: 'Fast',
  author: 'Ana',
  cards: ['baron', 'troll', 'boom'],
  championId: null,
};

describe('diffDeckVersions', () => {
  it('lists added and removed cards, a rename and a new description', () => {
    const next = { ...base, name: 'Rage 2', description: 'Faster', cards: ['troll', 'boom', 'vortex'] };
    expect(diffDeckVersions(base, next)).toEqual({
      added: ['vortex'],
      removed: ['baron'],
      renamed: { from: 'Rage', to: 'Rage 2' },
      descriptionChanged: true,
      authorChanged: false,
      champion: null,
      visibility: null,
      changed: true,
    });
  });

  it('ignores card order and reports no change for identical versions', () => {
    const diff = diffDeckVersions(base, { ...base, cards: ['boom', 'baron', 'troll'] });
    expect(diff).toMatchObject({ added: [], removed: [], renamed: null, changed: false });
  });

  it('reports a Champion attached, and an author change', () => {
    expect(diffDeckVersions(base, { ...base, championId: 'abcd1234', author: 'Bo' })).toMatchObject({
      champion: { from: null, to: 'abcd1234' },
      authorChanged: true,
      changed: true,
    });
  });

  it('reports a change of visibility alone as a change, a missing one being public', () => {
    expect(diffDeckVersions(base, { ...base, visibility: 'unlisted' })).toMatchObject({
      visibility: { from: 'public', to: 'unlisted' },
      added: [],
      changed: true,
    });
    expect(diffDeckVersions(base, { ...base, visibility: 'public' })).toMatchObject({
      visibility: null,
      changed: false,
    });
  });
});
