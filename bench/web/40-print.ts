// Champion print figures (targets: PDF sheet < 300 ms, card image < 300 ms). Prints, never fails.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { cardImageResponse } from '../../app/api/champions/cardImage';
import { IMAGE_PICTURE_SIDE, renderableFaceCard } from '../../lib/api/champions/render';
import { processChampionPicture } from '../../lib/champions/image';
import { renderCardSheetPdf } from '../../lib/print/pdf/sheet';

const RUNS = 9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A photo-like 1600 × 1200 picture (smooth gradients plus a fine pattern), deterministic. */
async function testPicture(): Promise<Uint8Array> {
  const width = 1600,
    height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 63) * 4;
    }
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

async function time(label: string, target: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: module loading, font parsing, wasm start, JIT
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  const m = median(samples);
  console.log(
    `  ${label.padEnd(46)} median ${m.toFixed(1).padStart(7)} ms  max ${Math.max(...samples)
      .toFixed(1)
      .padStart(7)} ms  (target < ${target} ms${m < target ? '' : ', MISSED'})`,
  );
}

export async function run() {
  const picture = await processChampionPicture(await testPicture());
  if (!picture.ok) throw new Error(picture.error.message);
  const sheet = {
    design: {
      name: 'Lame Grise',
      attack: 3,
      health: 4,
      abilities: [
        { ability: 'rage' as const, aura: false },
        { ability: 'sprint' as const, aura: true },
      ],
    },
    framing: { zoom: 1.4, offsetX: 0.2, offsetY: -0.3 },
    picture: { width: picture.width, height: picture.height },
  };
  const card = await renderableFaceCard(sheet, picture.bytes);
  console.log(
    `  Champion with a ${picture.width} × ${picture.height} PNG picture (${(picture.bytes.length / 1024).toFixed(0)} KB), ${RUNS} runs after 3 warm-ups`,
  );
  let bytes = 0;
  // As the PDF route does it: the stored PNG becomes a JPEG, then the sheet is drawn.
  await time('PDF, 1 Champion, A4, 3 mm bleed, crop marks', 300, async () => {
    bytes = (
      await renderCardSheetPdf([await renderableFaceCard(sheet, picture.bytes)], {
        paper: 'a4',
        bleedMm: 3,
        marks: 'crop',
      })
    ).length;
  });
  console.log(`  ${''.padEnd(46)} ${(bytes / 1024).toFixed(0)} KB`);
  await time('PDF, same + duplex back and alignment pages', 300, () =>
    renderCardSheetPdf([card], { paper: 'a4', bleedMm: 3, marks: 'crop', back: true }),
  );
  await time('PDF, 9 copies on one A4 sheet', 300, () =>
    renderCardSheetPdf(Array(9).fill(card), { paper: 'a4', bleedMm: 3, marks: 'crop' }),
  );
  await time('card image, 560 × 870 PNG (next/og ImageResponse)', 300, async () => {
    const face = await renderableFaceCard(sheet, picture.bytes, IMAGE_PICTURE_SIDE);
    return (await cardImageResponse(face, 'en')).arrayBuffer();
  });
}
