import { defineMessages } from '../translate';

/** /sets and /sets/[slug]. */
export const setsMessages = defineMessages({
  en: {
    title: 'Sets',
    intro:
      'The Initiation Pack and the standalone expansions. Each pack prints 36 cards: 32 playable cards, then the Stronghold, Bridges and similar.',
    cardCount: '{count} playable cards',
    otherName: 'French name: {name}',
    searchSet: 'Search this set',
    creatures: '{count} Creatures',
    incantations: '{count} Incantations',
    manaRange: 'Mana {min}–{max}',
    collectorOrder: 'In collector order.',
    setDescription:
      '{name}: {count} playable cards of Clash of Decks ({creatures} Creatures, {incantations} Incantations), in collector order.',
  },
  fr: {
    title: 'Extensions',
    intro:
      'Le Pack d’Initiation et les extensions autonomes. Chaque paquet compte 36 cartes : 32 cartes jouables, puis la Forteresse, les Ponts et autres.',
    cardCount: '{count} cartes jouables',
    otherName: 'Nom anglais : {name}',
    searchSet: 'Rechercher dans cette extension',
    creatures: '{count} Créatures',
    incantations: '{count} Incantations',
    manaRange: 'Mana {min}–{max}',
    collectorOrder: 'Dans l’ordre des numéros.',
    setDescription:
      '{name} : {count} cartes jouables de Clash of Decks ({creatures} Créatures, {incantations} Incantations), dans l’ordre des numéros.',
  },
});
