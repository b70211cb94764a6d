import { defineMessages } from '../../i18n/translate';

/** Why the table or the rules engine refused a move, by the refusal's code, with the real card names. */
export const refusalMessages = defineMessages({
  en: {
    'not-in-hand': '{card} is not in the hand.',
    'not-leftmost':
      '{card} is not among the 4 leftmost cards of the hand (the Stronghold aside): play or wait for the cards on its left first.',
    'not-enough-mana': '{card} costs {cost} Mana and only {mana} is left this turn.',
    'no-target': '{card} needs a target Creature, and there is no Creature on the board.',
    'bad-target': '{card} cannot go there: choose one of the targets offered.',
    'bad-line': 'That line is not part of this Kingdom.',
    'champion-none': 'There is no Champion in this game.',
    'champion-state': 'The Champion is {state}: it cannot be summoned now.',
    'game-over': 'The game is over: no more moves.',
    'not-your-turn': 'It is the turn of {seat}.',
    'bad-action': 'That move does not exist in the rules.',
    'champion-ready': 'ready',
    'champion-exhausted': 'exhausted',
    'champion-in-play': 'already in play',
    aCard: 'This card',
    theChampion: 'The Champion',
  },
  fr: {
    'not-in-hand': '{card} n’est pas dans la main.',
    'not-leftmost':
      '{card} n’est pas parmi les 4 cartes les plus à gauche de la main (hors Forteresse) : jouez d’abord les cartes à sa gauche, ou attendez.',
    'not-enough-mana': '{card} coûte {cost} Mana et il n’en reste que {mana} ce tour-ci.',
    'no-target': '{card} demande une Créature cible, et aucune Créature n’est sur le plateau.',
    'bad-target': '{card} ne peut pas aller là : choisissez l’une des cibles proposées.',
    'bad-line': 'Cette ligne ne fait pas partie de ce Royaume.',
    'champion-none': 'Il n’y a pas de Champion dans cette partie.',
    'champion-state': 'Le Champion est {state} : il ne peut pas être invoqué maintenant.',
    'game-over': 'La partie est finie : plus aucun coup.',
    'not-your-turn': 'C’est le tour de {seat}.',
    'bad-action': 'Ce coup n’existe pas dans les règles.',
    'champion-ready': 'prêt',
    'champion-exhausted': 'épuisé',
    'champion-in-play': 'déjà en jeu',
    aCard: 'Cette carte',
    theChampion: 'Le Champion',
  },
});
