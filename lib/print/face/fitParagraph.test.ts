import { describe, expect, it } from 'vitest';
import { fitParagraph, wrapWords } from './fitParagraph';
import { measureText } from './fontMetrics';

const box = { x: 10, y: 20, width: 30, height: 8 };

describe('wrapWords', () => {
  it('puts as many words on a line as fit, and keeps every word', () => {
    const text = 'Deals 4 Damage to a Creature and to the one behind it.';
    const lines = wrapWords(text, 'body-600', 2.2, 30);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const l of lines) expect(measureText(l, 'body-600', 2.2)).toBeLessThanOrEqual(30);
    // Greedy: the next line's first word would not have fitted on the line before.
    for (let i = 1; i < lines.length; i++)
      expect(measureText(`${lines[i - 1]} ${lines[i].split(' ')[0]}`, 'body-600', 2.2)).toBeGreaterThan(30);
  });
});

describe('fitParagraph', () => {
  it('keeps a short text on one line at the largest size, centred in the box', () => {
    const [line, ...rest] = fitParagraph({
      ...box,
      text: 'Short.',
      font: 'body-600',
      maxSize: 2.3,
      minSize: 1.6,
      fill: '#000',
    });
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ text: 'Short.', size: 2.3, anchor: 'middle', x: 25, scaleX: 1 });
  });

  it('shrinks a longer text onto lines that fit the box height', () => {
    const text = 'Deals 3 Damage to a Creature, to the one behind it and to the one on the other line.';
    const lines = fitParagraph({ ...box, text, font: 'body-600', maxSize: 2.3, minSize: 1.6, fill: '#000' });
    expect(lines.map((l) => l.text).join(' ')).toBe(text);
    const size = lines[0].size;
    expect(size).toBeLessThanOrEqual(2.3);
    expect(lines.length * size * 1.2).toBeLessThanOrEqual(box.height + 1e-9);
    for (const l of lines) expect(l.width * l.scaleX).toBeLessThanOrEqual(box.width + 1e-9);
  });

  it('balances the lines instead of leaving a lone word at the end', () => {
    const lines = fitParagraph({
      ...box,
      width: 29,
      text: 'Leaves a Creature with 1 HP.',
      font: 'body-600',
      maxSize: 2.3,
      minSize: 1.6,
      fill: '#000',
    });
    expect(lines.map((l) => l.text)).toEqual(['Leaves a Creature', 'with 1 HP.']);
  });

  it('squeezes instead of overflowing when even the smallest size is too big', () => {
    const text = 'word '.repeat(60).trim();
    const lines = fitParagraph({ ...box, height: 4, text, font: 'body-600', maxSize: 2.3, minSize: 1.6, fill: '#000' });
    expect(lines.length).toBe(Math.floor(4 / (1.6 * 1.2)));
    expect(lines.map((l) => l.text).join(' ')).toBe(text);
    for (const l of lines) expect(l.width * l.scaleX).toBeLessThanOrEqual(box.width + 1e-9);
    expect(lines.some((l) => l.scaleX < 1)).toBe(true);
  });
});
