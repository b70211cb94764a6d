import type { AbilityExplanation, ExplainedSlug } from './types';

// Written for Erret in our own words; where the rulebook is silent, the engine's rulings
// (lib/engine/RULINGS.md) decide, and the text says so.
export const EXPLANATIONS_EN: Record<ExplainedSlug, AbilityExplanation> = {
  aura: {
    summary: 'Its neighbours on the line get the paired ability; the card itself does not.',
    paragraphs: [
      'An ability drawn with the Aura arrows is not for the card that carries it. While that card is in play, the Creatures right next to it on the same line — the one in front and the one behind — have the ability.',
      'As soon as the card moves or leaves play, its neighbours lose what it was giving them. Auras are checked again at the start of every attack and after every move, so a Creature that slides next to an Aura gains the ability at once.',
    ],
  },
  aerial: {
    summary: 'On the upper line it flies over enemy Creatures and strikes the enemy Stronghold.',
    paragraphs: [
      'While it stands on the upper line, it ignores every enemy Creature: each of its attacks goes straight to the opposing Stronghold. On the lower line it fights like any other Creature.',
      'Up there Rage gives it nothing, since Rage only allows attacks on Creatures on the entry turn. Defender on top of Aerial leaves it with no target at all, so it does not attack.',
    ],
  },
  aquatic: {
    summary: 'Deals double Damage while it stands next to a Bridge.',
    paragraphs: [
      'When it is the Creature closest to the Bridge on its line, every point of Damage it deals counts twice.',
      'The doubling comes after Sprint: a Creature that sprints up to the Bridge is doubled, bonus included.',
    ],
  },
  berserk: {
    summary: 'Each time it destroys an enemy Creature, it attacks again.',
    paragraphs: [
      'If an attack destroys at least one enemy Creature (side hits from Splash or Perforation count), it attacks once more, and again, as long as it keeps destroying. All its attacks are finished before the next Creature acts.',
      'When its line is cleared, the extra attack goes into the enemy Stronghold — except on the turn it entered play through Rage, which never reaches the Stronghold. Breaking the Bastion does not count: the Bastion is not a Creature.',
    ],
  },
  catalyst: {
    summary: '+2 Mana at the start of your turn while it is in play.',
    paragraphs: [
      'If it is on the board when your Mana Regeneration phase begins, you get 2 extra Mana for the turn, on top of one Mana per card in your hand.',
      'Several Catalysts add up; there is no limit to the Mana you can collect in Phase 1.',
    ],
  },
  defender: {
    summary: 'Fights enemy Creatures but can never hit the enemy Stronghold.',
    paragraphs: [
      'It attacks the nearest enemy Creature as usual, but once its line holds no enemy it simply stays idle.',
      'A drawback on purpose: such cards get better numbers than others of the same Mana cost.',
    ],
  },
  indestructible: {
    summary: 'Incantations may target it, but they cannot hurt it or change it.',
    paragraphs: [
      'An Incantation — yours or your opponent’s — can still pick it as a target; the Damage and effects simply do nothing to it. The other Creatures reached by that Incantation’s Splash or Perforation are hit as usual.',
      'Attacks from Creatures hurt it normally: only Incantations are shrugged off.',
    ],
  },
  instinct: {
    summary: 'When a Creature wounds it without destroying it, it strikes back.',
    paragraphs: [
      'After an enemy Creature deals it at least 1 Damage and it survives, it waits until that attacker has made all its attacks, then attacks the enemy Creature nearest the Bridge on its line — or the enemy Stronghold if that line is empty.',
      'Incantations do not wake it. Vanish comes first, so a Creature with both retreats, then strikes. In Erret a counter-attack made through Instinct never sets off another Instinct, so every exchange ends.',
    ],
  },
  mercenary: {
    summary: 'When it should come back to your hand, it goes to your opponent’s hand instead.',
    paragraphs: [
      'When this Creature is destroyed, or when this Incantation has resolved, the card goes to the rightmost position of the enemy’s hand, not yours. In Solo, a player’s Mercenary goes on top of the AI’s deck.',
      'So you miss the usual comeback of a returning card, and your opponent gains a card in hand. A drawback paid for with extra power for its Mana cost.',
    ],
  },
  perforation: {
    summary: 'Also hits the Creature standing right behind its target.',
    paragraphs: [
      'Its Damage lands on the target and on the Creature just behind it on the same line, all in one hit. With nobody behind, the extra hit is lost: it never spills onto the Stronghold, and an attack aimed at the Stronghold triggers nothing.',
      'Protection on the target only saves the target; the Creature behind still takes the hit. With Splash too, only the main target’s back neighbour is hit, not the one behind the splashed Creature.',
    ],
  },
  'price-of-blood': {
    summary: 'You may play it without enough Mana: the shortfall is paid with your HP.',
    paragraphs: [
      'If your Mana does not cover its cost, spend all you have, then move your Stronghold one position to the right for each Mana still missing.',
      'Those points are paid one at a time: if your Bastion falls midway, the Stronghold turns to its Fort at the leftmost position and the remaining points keep pushing it. Paying with HP can cost you the game: the card leaves your hand before you pay, so if it was the last card to the right of your Stronghold, the first missing point already finds it at the rightmost. The Solo AI plays it for free and discards as many cards from its deck as the card’s cost.',
    ],
  },
  protection: {
    summary: 'The first Damage it would take each turn is cancelled.',
    paragraphs: [
      'Every turn, the first source — a Creature’s attack or an Incantation — that would deal it at least 1 Damage deals it nothing instead. Anything after that hurts it normally.',
      'Only this Creature’s share is cancelled: Splash and Perforation still hit their other targets. A cancelled hit leaves no excess for Sharpening and gives no Regeneration.',
    ],
  },
  rage: {
    summary: 'May attack enemy Creatures on the turn it arrives.',
    paragraphs: [
      'A freshly summoned Creature normally waits for your next turn before attacking. With Rage it joins this turn’s Assault — but only against enemy Creatures.',
      'If no enemy Creature stands on its line that turn, nothing happens: Rage never opens the way to the Stronghold on the entry turn.',
    ],
  },
  regeneration: {
    summary: 'Each time it deals Damage, its owner’s Stronghold moves one place left.',
    paragraphs: [
      'Whenever it deals Damage to a target, move your own Stronghold one position to the left in your hand: one HP back.',
      'A Fort already at the leftmost turns back into a Bastion and goes to the second position from the right. In Erret each target that really loses HP counts, so Splash or Perforation can give several steps; a hit cancelled by Protection gives none. For the Solo AI it puts the top card of its discard pile back on its deck.',
    ],
  },
  sharpening: {
    summary: 'Damage beyond what kills a Creature goes to that Creature’s Stronghold.',
    paragraphs: [
      'When its Damage destroys a Creature, whatever exceeds that Creature’s remaining HP is not wasted: it hits the Stronghold of the destroyed Creature’s owner.',
      'If one hit destroys several Creatures (Splash, Perforation), their excesses are added together and dealt in one go. A hit cancelled by Protection leaves nothing over.',
    ],
  },
  splash: {
    summary: 'Also hits the Creature at the same position on the other line.',
    paragraphs: [
      'Its Damage lands on the target and on the enemy Creature in the same position on the neighbouring line, all in one hit. If that spot is empty, the extra hit is lost.',
      'It only reaches Creatures: an attack aimed at the Stronghold triggers nothing. Protection on the main target does not stop the side hit.',
    ],
  },
  sprint: {
    summary: 'Rushes to the Bridge when it attacks: +1 Damage per Creature it passes.',
    paragraphs: [
      'Each time it attacks, move it forward on its line until it stands next to the Bridge. Until the end of the Assault it deals +1 Damage for each Creature it moved past.',
      'A Symbiote stacked on another Creature counts as two Creatures passed. Sprint gives no extra attack. Standing at the Bridge, an Aquatic sprinter doubles the bonus as well.',
    ],
  },
  symbiote: {
    summary: 'Can be set on top of one of your Creatures: the pair fights as one.',
    paragraphs: [
      'When you summon it, you may place it on one of your Creatures already in play instead of at the back of a line. The two add up their Attack, HP and abilities while they stay in play; when destroyed, both return to your hand, the Symbiote first. It can also be played alone.',
      'A Creature that already has Symbiote cannot host another. If either card is a Mercenary, only that card goes to the enemy. With Vulnerability the pair deals only the Vulnerability Damage. The Solo AI puts it on its Creature nearest the Bridge on that line, or discards it for free if there is none.',
    ],
  },
  vanish: {
    summary: 'When it survives Damage, it slips to the back of its line.',
    paragraphs: [
      'After it takes at least 1 Damage and survives, move it to the spot farthest from the Bridge on its line; the Creatures behind it move up to close the gap.',
      'It happens before Instinct, and — following v1.1’s activation order — before an attacker’s Berserk follow-up, which then meets the next Creature in line.',
    ],
  },
  vulnerability: {
    summary: 'Its attack is X: it leaves each target with exactly 1 HP.',
    paragraphs: [
      'Its Damage is not a fixed number: against each target it deals that target’s remaining HP minus 1. It weakens instead of killing; with Splash or Perforation each target gets its own X.',
      'Sprint and Aquatic add to or double X, and then it can destroy. Against the enemy Stronghold it pushes it to the second position from the right without turning a Bastion over. Against the Solo AI’s deck it deals 0.',
    ],
  },
};
