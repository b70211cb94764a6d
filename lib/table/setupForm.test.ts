import { describe, expect, it } from 'vitest';
import { encodeDeck } from '../decks/codes';
import { createDraft, applyDraft, legalDraftActions, draftDecks } from '../engine';
import { buildSetup, checkForm, DEFAULT_FORM, type SetupForm } from './setupForm';

const eight = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
const champion = { slug: 'champion-x', name: 'X', type: 'creature' as const, mana: 3, attack: 2, health: 3, abilities: [] };
const form = (patch: Partial<SetupForm>): SetupForm => ({ ...DEFAULT_FORM, ...patch });

describe('the /play form', () => {
  it('Solo Quick Preconstructed: the player takes one deck', () => {
    const r = buildSetup(form({ precon: { A: 'deck-3', B: 'deck-1' } }), 5);
    expect(r.ok && r.setup).toEqual({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-3' }, seed: 5 });
  });

  it('refuses Constructed in Solo, the same preconstructed deck twice, and a damaged code', () => {
    expect(checkForm(form({ format: 'constructed' })).map((e) => e.code)).toContain('solo-constructed');
    expect(checkForm(form({ mode: 'duel-hot-seat', precon: { A: 'deck-2', B: 'deck-2' } })).map((e) => e.code)).toEqual(['same-precon']);
    const code = encodeDeck(eight);
    const errs = checkForm(form({ mode: 'duel-hot-seat', format: 'constructed', codes: { A: code, B: `${code.slice(0, 15)}x` } }));
    expect(errs.map((e) => [e.code, e.seat, e.deck?.code])).toEqual([['bad-code', 'B', 'bad-checksum']]);
  });

  it('Duel Constructed from two deck codes, with a Champion, against the bot', () => {
    const code = encodeDeck(eight);
    const r = buildSetup(form({ mode: 'duel-bot-hard', format: 'constructed', codes: { A: code, B: code }, champions: { A: champion } }), 1);
    if (!r.ok) throw new Error(r.errors[0].message);
    expect([...(r.setup.decks.A as string[])].sort()).toEqual([...eight].sort());
    expect(r.setup.champions?.A?.name).toBe('X');
    expect(r.setup.opponent).toBe('bot-hard');
  });

  it('Solo Custom: points must equal the level; the Champion setting needs a Champion and a Draft', () => {
    expect(checkForm(form({ mode: 'solo-custom', custom: { level: 3, fixedMana: 7 } }))).toMatchObject([{ code: 'custom-points', points: 1 }]);
    expect(checkForm(form({ mode: 'solo-custom', custom: { level: 2, fixedMana: 10, champion: true } })).map((e) => e.code)).toEqual(['custom-champion-missing']);
    const withChampion = form({ mode: 'solo-custom', custom: { level: 2, fixedMana: 10, champion: true }, champions: { A: champion } });
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
      expect(checkForm(form({ mode: 'solo-custom', custom: { level, fixedMana: 7 } })).map((e) => e.code)).toEqual(['custom-level']);
    }
  });
});
