import { describe, expect, it } from 'vitest';
import { decodeReplay } from './replayCodec';

describe('replay codes stored before the ability list was frozen', () => {
  it('decode to the same Champion abilities (ENCODED_ABILITIES keeps their numbers)', () => {
    // Encoded by the replay codec of the commit before ENCODED_ABILITIES existed (it numbered abilities by ABILITY_SLUGS).
    const r = decodeReplay('ASQMAwUXEg8aAgQcHwYYFBMdEBJjaGFtcGlvbi1zZXItb21icmUJU2VyIE9tYnJlBAADBCQXACEABe9z1w');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.replay.setup.seed).toBe(12);
    expect(r.replay.setup.champions?.B?.abilities).toEqual([
      { ability: 'vulnerability', aura: false },
      { ability: 'rage', aura: true },
      { ability: 'aerial', aura: false },
      { ability: 'symbiote', aura: true },
    ]);
  });
});
