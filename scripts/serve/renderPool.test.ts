import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { getCard, PRECONSTRUCTED, type OfficialCard } from '../../lib/cards';
import { createRenderPool, type RenderPool } from './renderPool';

const file = join(__dirname, 'sheetWorker.ts');
const cards = PRECONSTRUCTED[0].cards.map((slug) => getCard(slug) as OfficialCard);
const options = { paper: 'a4', bleedMm: 0, marks: 'crop', back: false, locale: 'en', title: 'Pool test' } as const;
let pool: RenderPool | null = null;
// The nice value of each thread of this process, as the kernel reports it (field 19 of its stat line).
const threadNices = () =>
  readdirSync(`/proc/${process.pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('createRenderPool', () => {
  it('renders real PDFs in worker threads, the event loop free meanwhile', async () => {
    pool = createRenderPool({ file, size: 1, queue: 4 });
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 1);
    const [one, two] = await Promise.all([
      pool.renderSheet(cards, options),
      pool.renderSheet(cards, { ...options, paper: 'letter' }),
    ]);
    clearInterval(ticking);
    // The main thread kept running its timers while the worker drew both sheets.
    expect(ticks).toBeGreaterThan(5);
    for (const bytes of [one, two]) expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    expect((await PDFDocument.load(two)).getPage(0).getWidth()).toBeCloseTo(612, 0);
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'runs its workers at the nice value it is given',
    async () => {
      const nice = threadNices()[0] + 7;
      expect(threadNices()).not.toContain(nice);
      pool = createRenderPool({ file, size: 1, queue: 1, nice });
      expect((await PDFDocument.load(await pool.renderSheet(cards, options))).getPageCount()).toBeGreaterThan(0);
      expect(threadNices().filter((value) => value === nice)).toHaveLength(1);
    },
    60_000,
  );

  it('turns a render away as busy once every worker is taken and the queue is full', async () => {
    pool = createRenderPool({ file, size: 1, queue: 1 });
    const first = pool.renderSheet(cards, options);
    const second = pool.renderSheet(cards, options);
    await expect(pool.renderSheet(cards, options)).rejects.toMatchObject({ busy: true });
    expect((await first).length).toBeGreaterThan(1000);
    expect((await second).length).toBeGreaterThan(1000);
  }, 60_000);
});
