import { describe, expect, it } from 'vitest';
import { ABILITY_SLUGS } from '../../cards/types';
import { parsePath, pathBounds } from '../geometry/path';
import { rasterizePath } from '../geometry/raster';
import { ABILITY_ICONS, AURA_MARKER, ICON_GRID } from './abilities';
import { STAT_ICONS } from './stats';

const all = [...ABILITY_SLUGS.map((slug) => [slug, ABILITY_ICONS[slug].d] as const), ['aura', AURA_MARKER.d] as const];

describe('ability icons', () => {
  it('has one icon per ability (19) plus the Aura marker', () => {
    expect(Object.keys(ABILITY_ICONS).sort()).toEqual([...ABILITY_SLUGS].sort());
    expect(all).toHaveLength(20);
  });

  it.each([...all, ...Object.entries(STAT_ICONS)])('%s is valid path data inside the 24-unit grid', (_name, d) => {
    const segs = parsePath(d);
    expect(segs.length).toBeGreaterThan(3);
    const b = pathBounds(segs);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(ICON_GRID);
    expect(b.y + b.height).toBeLessThanOrEqual(ICON_GRID);
  });

  it('fills a bold share of the grid at 24 px (not hairlines)', () => {
    for (const [name, d] of all) {
      const ink = rasterizePath(d, 24).filter(Boolean).length / 576;
      // The Aura marker only rings an icon, so it is lighter by design.
      expect(ink, name).toBeGreaterThan(name === 'aura' ? 0.08 : 0.15);
      expect(ink, name).toBeLessThan(0.8);
    }
  });

  it('every pair differs in at least 10% of the pixels at 24 px', () => {
    const rasters = all.map(([name, d]) => [name, rasterizePath(d, 24)] as const);
    for (let i = 0; i < rasters.length; i++) {
      for (let j = i + 1; j < rasters.length; j++) {
        const diff = rasters[i][1].filter((v, k) => v !== rasters[j][1][k]).length;
        expect(diff / 576, `${rasters[i][0]} vs ${rasters[j][0]}`).toBeGreaterThan(0.1);
      }
    }
  });

  it('names a distinct motif for each icon', () => {
    const motifs = [...Object.values(ABILITY_ICONS), AURA_MARKER].map((i) => i.motif);
    expect(new Set(motifs).size).toBe(20);
  });
});
