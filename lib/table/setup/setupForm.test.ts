import { describe, expect, it } from 'vitest';
import { encodeDeck } from '../../decks/codes';
import { createDraft, applyDraft, legalDraftActions, draftDecks } from '../../engine';
import { buildSetup, checkForm, DEFAULT_FORM, type SetupForm } from './setupForm';

const eight = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
const champion = {
  slug: 'champion-x',
  name: 'X',
  type: 'creature' as const,
  mana: 3,
  attack: 2,
  health: 3,
  abilities: [],
};
const form = (patch: Partial<SetupForm>): SetupForm => ({ ...DEFAULT_FORM, ...patch });

describe('the /play form', () => {
  it('Solo Quick Preconstructed: the player takes one deck', () => {
    const r = buildSetup(form({ precon: { A: 'deck-3', B: 'deck-1' } }), 5);
    expect(r.ok && r.setup).toEqual({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-3' }, seed: 5 });
  });

  it('refuses Constructed in Solo, the same preconstructed deck twice, and a damaged code', () => {
    expect(checkForm(form({ format: 'constructed' })).map((e) => e.code)).toContain('solo-constructed');
    expect(checkForm(form({ mode: 'duel-hot-seat', precon: { A: 'deck-2', B: 'deck-2' } })).map((e) => e.code)).toEqual(
      ['same-precon'],
    );
    const code = encodeDeck(eight);
    const errs = checkForm(
      form({ mode: 'duel-hot-seat', format: 'constructed', codes: { A: code, B: `${code.slice(0, 15)}x` } }),
    );
    expect(errs.map((e) => [e.code, e.seat, e.deck?.code])).toEqual([['bad-code', 'B', 'bad-checksum']]);
  });

  it('Duel Constructed from two deck codes, with a Champion, against the bot', () => {
    const code = encodeDeck(eight);
    const r = buildSetup(
      form({ mode: 'duel-bot-hard', format: 'constructed', codes: { A: code, B: code }, champions: { A: champion } }),
      1,
    );
    if (!r.ok) throw new Error(r.errors[0].message);
    expect([...(r.setup.decks.A as string[])].sort()).toEqual([...eight].sort());
    expect(r.setup.champions?.A?.name).toBe('X');
    expect(r.setup.opponent).toBe('bot-hard');
  });

  it('Solo Custom: points must equal the level; the Champion setting needs a Champion and a Draft', () => {
    expect(checkForm(form({ mode: 'solo-custom', custom: { level: 3, fixedMana: 7 } }))).toMatchObject([
      { code: 'custom-points', points: 1 },
    ]);
    expect(
      checkForm(form({ mode: 'solo-custom', custom: { level: 2, fixedMana: 10, champion: true } })).map((e) => e.code),
    ).toEqual(['custom-champion-missing']);
    const withChampion = form({
      mode: 'solo-custom',
      custom: { level: 2, fixedMana: 10, champion: true },
      champions: { A: champion },
    });
    expect(checkForm(withChampion).map((e) => e.code)).toEqual(['champion-precon']);
    let d = createDraft({ mode: 'solo', seed: 3 });
    while (d.ok && d.state.chooser) d = applyDraft(d.state, legalDraftActions(d.state)[0]);
    if (!d.ok) throw new Error();
    const r = buildSetup({ ...withChampion, format: 'draft' }, 9, draftDecks(d.state)!);
    if (!r.ok) throw new Error(r.errors[0].message);
    expect(r.setup.aiDeck).toHaveLength(24);
    expect(r.setup.custom?.champion).toBe(true);
  });

  it('Solo Custom: a level outside 1–10 or not whole gets its own code, never a stale one', () => {
    for (const level of [0, 999999999999, 2.5, Number.NaN]) {
      expect(checkForm(form({ mode: 'solo-custom', custom: { level, fixedMana: 7 } })).map((e) => e.code)).toEqual([
        'custom-level',
      ]);
    }
  });
});

describe('the /play form with four seats', () => {
  const four = (patch: Partial<SetupForm>): SetupForm => ({ ...DEFAULT_FORM, mode: 'ffa', ...patch });

  it('Free-For-All Preconstructed: four different decks and who plays each seat', () => {
    const r = buildSetup(four({ players: { A: 'person', B: 'greedy', C: 'planner', D: 'greedy' } }), 6);
    expect(r.ok && r.setup).toEqual({
      mode: 'ffa',
      format: 'preconstructed',
      decks: { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' },
      players: { B: 'greedy', C: 'planner', D: 'greedy' },
      seed: 6,
    });
  });

  it('refuses the same deck at two seats, a damaged code at seat D, and a table of bots only', () => {
    expect(
      checkForm(four({ mode: 'teams', precon: { A: 'deck-1', B: 'deck-2', C: 'deck-1', D: 'deck-4' } })).map(
        (e) => e.code,
      ),
    ).toEqual(['same-precon']);
    const code = encodeDeck(eight);
    const errs = checkForm(four({ format: 'constructed', codes: { A: code, B: code, C: code, D: 'nope' } }));
    expect(errs.map((e) => [e.code, e.seat])).toEqual([['bad-code', 'D']]);
    expect(
      checkForm(four({ players: { A: 'greedy', B: 'greedy', C: 'planner', D: 'greedy' } })).map((e) => e.code),
    ).toEqual(['no-person']);
  });

  it('Team Play Constructed with a Champion at seat C; the 4-player Draft gives each seat its 8 picks', () => {
    const code = encodeDeck(eight);
    const r = buildSetup(
      four({
        mode: 'teams',
        format: 'constructed',
        codes: { A: code, B: code, C: code, D: code },
        champions: { C: champion },
      }),
      2,
    );
    if (!r.ok) throw new Error(r.errors[0].message);
    expect(r.setup.champions).toEqual({ C: champion });
    let d = createDraft({ mode: 'ffa', seed: 3 });
    while (d.ok && d.state.chooser) d = applyDraft(d.state, legalDraftActions(d.state)[0]);
    if (!d.ok) throw new Error(d.error.message);
    const drafted = buildSetup(four({ format: 'draft' }), 4, draftDecks(d.state)!);
    if (!drafted.ok) throw new Error(drafted.errors[0].message);
    expect((['A', 'B', 'C', 'D'] as const).map((seat) => (drafted.setup.decks[seat] as string[]).length)).toEqual([
      8, 8, 8, 8,
    ]);
  });
});

describe('the /play form in Co-op', () => {
  const coop = (patch: Partial<SetupForm>): SetupForm => ({ ...DEFAULT_FORM, mode: 'coop-quick', ...patch });

  it('Preconstructed: the players at seats A and C take two different decks; the AIs are the engine’s', () => {
    const r = buildSetup(
      coop({ precon: { ...DEFAULT_FORM.precon, A: 'deck-2', C: 'deck-4' }, players: { C: 'greedy' } }),
      3,
    );
    expect(r.ok && r.setup).toEqual({
      mode: 'coop',
      format: 'preconstructed',
      decks: { A: 'deck-2', C: 'deck-4' },
      players: { C: 'greedy' },
      seed: 3,
    });
    expect(
      checkForm(coop({ precon: { ...DEFAULT_FORM.precon, A: 'deck-2', C: 'deck-2' } })).map((e) => e.code),
    ).toEqual(['same-precon']);
  });

  it('refuses Constructed, Champions without the Champion setting, and the setting with a Champion missing at seat C', () => {
    expect(
      checkForm(coop({ format: 'constructed', codes: { A: encodeDeck(eight), B: '', C: encodeDeck(eight) } })).map(
        (e) => e.code,
      ),
    ).toContain('coop-constructed');
    expect(checkForm(coop({ format: 'draft', champions: { A: champion } })).map((e) => e.code)).toEqual([
      'champion-solo',
    ]);
    const errs = checkForm(
      coop({
        mode: 'coop-custom',
        format: 'draft',
        custom: { level: 2, fixedMana: 9, champion: true, aiFirst: true },
        champions: { A: champion },
      }),
    );
    expect(errs.map((e) => [e.code, e.seat])).toEqual([['custom-champion-missing', 'C']]);
  });

  it('Custom Play Draft with both Champions: the Co-op Draft gives each player 8 cards and the AIs 48', () => {
    let d = createDraft({ mode: 'coop', seed: 8 });
    while (d.ok && d.state.chooser) d = applyDraft(d.state, legalDraftActions(d.state)[0]);
    if (!d.ok) throw new Error(d.error.message);
    const form = coop({
      mode: 'coop-custom',
      format: 'draft',
      custom: { level: 2, fixedMana: 9, champion: true, aiFirst: true },
      champions: { A: champion, C: { ...champion, slug: 'champion-y' } },
    });
    const r = buildSetup(form, 5, draftDecks(d.state)!);
    if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
    expect([
      (r.setup.decks.A as string[]).length,
      (r.setup.decks.C as string[]).length,
      r.setup.aiDeck?.length,
    ]).toEqual([8, 8, 48]);
    expect(r.setup.custom?.champion).toBe(true);
  });
});
