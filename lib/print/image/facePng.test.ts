import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { renderCardFacePng } from './facePng';

describe('renderCardFacePng', () => {
  it('renders the face at the requested width with the card proportions', async () => {
    const png = await renderCardFacePng(getCard('meteorite')!, { locale: 'en', widthPx: 280 });
    const image = sharp(png);
    const meta = await image.metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 280, 435]);
    const { channels } = await image.stats();
    // A dark Incantation frame: far from a blank white image.
    expect(channels[0].mean).toBeLessThan(150);
    expect(channels[0].stdev).toBeGreaterThan(20);
  });

  it('refuses silly sizes', async () => {
    await expect(renderCardFacePng(getCard('meteorite')!, { locale: 'en', widthPx: 5 })).rejects.toThrow(/widthPx/);
  });
});
