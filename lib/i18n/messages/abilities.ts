import { defineMessages } from '../translate';

/** /abilities and /abilities/[slug]. */
export const abilitiesMessages = defineMessages({
  en: {
    title: 'Special Abilities',
    intro:
      'The 19 Special Abilities and the Aura marker, in plain words. An ability on a card in play always applies when it can.',
    cardsWith: 'Cards with {name}',
    cardsWithAura: 'Cards giving {name} as an Aura',
    cardsAnyAura: 'Cards with an Aura',
    noCards: 'No official card has it.',
    countOne: '1 card',
    countMany: '{count} cards',
    availableFor: 'Found on: {list}',
    champion: 'Champions',
    creature: 'Creatures',
    incantation: 'Incantations',
    canBeAura: 'Can be an Aura',
    cannotBeAura: 'Never an Aura',
    orderTitle: 'Activation order',
    orderIntro:
      'When a Creature attacks, its abilities act in this order. Abilities of several Creatures resolve upper line first, from the farthest from the Bridge to the nearest, then the lower line the same way.',
    assaultOrder: 'A Creature’s attack',
    incantationOrder: 'An Incantation being played',
    searchAll: 'Search these cards',
    frenchName: 'French name: {name}',
    englishName: 'English name: {name}',
  },
  fr: {
    title: 'Capacités spéciales',
    intro:
      'Les 19 Capacités spéciales et le marqueur Aura, expliqués simplement. Une capacité sur une carte en jeu s’applique toujours quand elle le peut.',
    cardsWith: 'Cartes avec {name}',
    cardsWithAura: 'Cartes donnant {name} en Aura',
    cardsAnyAura: 'Cartes avec une Aura',
    noCards: 'Aucune carte officielle ne l’a.',
    countOne: '1 carte',
    countMany: '{count} cartes',
    availableFor: 'Présente sur : {list}',
    champion: 'Champions',
    creature: 'Créatures',
    incantation: 'Incantations',
    canBeAura: 'Peut être une Aura',
    cannotBeAura: 'Jamais en Aura',
    orderTitle: 'Ordre d’activation',
    orderIntro:
      'Quand une Créature attaque, ses capacités agissent dans cet ordre. Celles de plusieurs Créatures se résolvent d’abord sur la ligne du haut, de la plus éloignée du Pont à la plus proche, puis sur la ligne du bas de la même façon.',
    assaultOrder: 'L’attaque d’une Créature',
    incantationOrder: 'Une Incantation jouée',
    searchAll: 'Rechercher ces cartes',
    frenchName: 'Nom français : {name}',
    englishName: 'Nom anglais : {name}',
  },
});
