import { describe, expect, it } from 'vitest';
import { jsonShapeOk } from './jsonShape';

describe('jsonShapeOk', () => {
  it('takes a Champion submission, a long picture string included', () => {
    const body = JSON.stringify({
      name: 'Lame Grise',
      attack: 3,
      health: 4,
      abilities: [{ ability: 'rage', aura: false }],
      framing: { zoom: 1.2, x: 0.1, y: -0.2 },
      picture: 'A'.repeat(5_000_000),
    });
    expect(jsonShapeOk(body)).toBe(true);
  });

  it('refuses deep nesting and huge structures, whatever their size in bytes', () => {
    expect(jsonShapeOk(`${'['.repeat(17)}${']'.repeat(17)}`)).toBe(false);
    expect(jsonShapeOk(`${'['.repeat(16)}${']'.repeat(16)}`)).toBe(true);
    expect(jsonShapeOk(`[${'1,'.repeat(5000)}1]`)).toBe(false);
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    expect(jsonShapeOk(JSON.stringify({ name: '[[[[,,,::\\"]]]]'.repeat(2000) }))).toBe(true);
  });
});
