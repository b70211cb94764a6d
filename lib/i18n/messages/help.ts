import { defineMessages } from '../translate';

/** /help/search. */
export const helpMessages = defineMessages({
  en: {
    title: 'Search syntax',
    intro:
      'Type words to search names, abilities and types, and add keywords to narrow the list. Terms are combined: every term must match unless you write “or”. Click any example to run it.',
    contents: 'On this page',
    keywords: 'Written as',
    examples: 'Examples',
    warns: 'shows a warning',
    backToSearch: 'Back to the search',
    tipCase: 'Keywords and values accept English or French and ignore case and accents.',
    tipWarn: 'A part that is not understood never stops the search: it is pointed out and the rest is searched.',
    tipUrl: 'The address bar always holds your search, so you can bookmark or share it.',
  },
  fr: {
    title: 'Syntaxe de recherche',
    intro:
      'Tapez des mots pour chercher dans les noms, les capacités et les types, et ajoutez des mots-clés pour affiner la liste. Les termes se combinent : chacun doit correspondre, sauf si vous écrivez « ou » (ou « or »). Cliquez sur un exemple pour le lancer.',
    contents: 'Sur cette page',
    keywords: 'S’écrit',
    examples: 'Exemples',
    warns: 'affiche un avertissement',
    backToSearch: 'Retour à la recherche',
    tipCase:
      'Mots-clés et valeurs acceptent l’anglais ou le français, sans tenir compte des majuscules ni des accents.',
    tipWarn: 'Une partie non comprise n’arrête jamais la recherche : elle est signalée et le reste est cherché.',
    tipUrl: 'La barre d’adresse contient toujours votre recherche : vous pouvez la garder en favori ou la partager.',
  },
});
