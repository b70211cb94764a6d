import { defineMessages } from '../../i18n/translate';

/** Why a search found nothing, and what to try instead. */
export const explainMessages = defineMessages({
  en: {
    'term-matches-nothing': 'No card matches “{text}” on its own.',
    'out-of-range': 'No card matches “{text}”: {field} values go from {min} to {max}.',
    'terms-exclude-each-other': 'Each part of the search matches some cards, but no card matches them all.',
    'no-match': 'No card matches this search.',
    'did-you-mean': 'Did you mean “{replacement}”? ({cards})',
    'close-name': 'Did you mean “{replacement}”? ({cards})',
    'drop-term': 'Remove “{text}” ({cards})',
    mana: 'mana',
    attack: 'attack',
    health: 'health',
    number: 'collector number',
    oneCard: '1 card',
    manyCards: '{count} cards',
  },
  fr: {
    'term-matches-nothing': 'Aucune carte ne correspond à « {text} » à lui seul.',
    'out-of-range': 'Aucune carte ne correspond à « {text} » : les valeurs de {field} vont de {min} à {max}.',
    'terms-exclude-each-other':
      'Chaque partie de la recherche trouve des cartes, mais aucune carte ne les satisfait toutes.',
    'no-match': 'Aucune carte ne correspond à cette recherche.',
    'did-you-mean': 'Vouliez-vous dire « {replacement} » ? ({cards})',
    'close-name': 'Vouliez-vous dire « {replacement} » ? ({cards})',
    'drop-term': 'Retirer « {text} » ({cards})',
    mana: 'mana',
    attack: 'attaque',
    health: 'PV',
    number: 'numéro',
    oneCard: '1 carte',
    manyCards: '{count} cartes',
  },
});
