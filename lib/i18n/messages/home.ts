import { defineMessages } from '../translate';

/** The home page. */
export const homeMessages = defineMessages({
  en: {
    heroTitle: 'Every Clash of Decks card, one search away',
    heroText:
      'Search the {count} official cards by name, type, set, Mana, Attack, Health or ability — in English or French.',
    searchLabel: 'Search the cards',
    searchPlaceholder: 'e.g. demon, t:incantation, ab:sprint a>=3',
    searchSubmit: 'Search',
    examplesTitle: 'Try:',
    browseTitle: 'Browse',
    browseCards: 'All cards',
    browseCardsText: 'The full list, with filters and sorting.',
    browseAbilities: 'Special Abilities',
    browseAbilitiesText: 'What each of the 19 abilities does, and when.',
    browseSets: 'Sets',
    browseSetsText: 'The Initiation Pack and six expansions.',
    browseHelp: 'Search syntax',
    browseHelpText: 'Every operator, with examples.',
    decksTitle: 'The preconstructed decks',
    decksIntro: 'The Initiation Pack holds four ready-to-play decks of 8 cards — the best way to learn.',
    deckName: 'Preconstructed deck {number}',
    deckMana: '{mana} Mana in total',
  },
  fr: {
    heroTitle: 'Toutes les cartes de Clash of Decks, à portée de recherche',
    heroText:
      'Cherchez parmi les {count} cartes officielles par nom, type, extension, Mana, Attaque, PV ou capacité — en français ou en anglais.',
    searchLabel: 'Rechercher une carte',
    searchPlaceholder: 'ex. demon, t:incantation, ab:sprint a>=3',
    searchSubmit: 'Rechercher',
    examplesTitle: 'Essayez :',
    browseTitle: 'Parcourir',
    browseCards: 'Toutes les cartes',
    browseCardsText: 'La liste complète, avec filtres et tri.',
    browseAbilities: 'Capacités spéciales',
    browseAbilitiesText: 'Ce que fait chacune des 19 capacités, et quand.',
    browseSets: 'Extensions',
    browseSetsText: 'Le Pack d’Initiation et six extensions.',
    browseHelp: 'Syntaxe de recherche',
    browseHelpText: 'Chaque opérateur, avec des exemples.',
    decksTitle: 'Les decks préconstruits',
    decksIntro: 'Le Pack d’Initiation contient quatre decks de 8 cartes prêts à jouer — idéal pour apprendre.',
    deckName: 'Deck préconstruit {number}',
    deckMana: '{mana} Mana au total',
  },
});
