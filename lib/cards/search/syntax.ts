import type { Locale } from '../../i18n/locales';

type Text = Record<Locale, string>;

export interface SyntaxExample {
  query: string;
  description: Text;
  /** Shows what happens with a mistake: the query is meant to produce a warning. */
  warns?: boolean;
}

/** One section of the search help page (/help/search). */
export interface SyntaxEntry {
  id: string;
  /** How the keyword is written, aliases included (empty for plain words and operators). */
  keys: string[];
  title: Text;
  description: Text;
  examples: SyntaxExample[];
}

const ex = (query: string, en: string, fr: string, warns?: boolean): SyntaxExample => ({
  query,
  description: { en, fr },
  ...(warns ? { warns } : {}),
});

/** The search syntax, documented for the help page; every example is checked by a test. */
export const SEARCH_SYNTAX: readonly SyntaxEntry[] = [
  {
    id: 'name',
    keys: ['name:', 'nom:'],
    title: { en: 'Card name', fr: 'Nom de carte' },
    description: {
      en: 'Plain words search card names. Case, accents, hyphens and apostrophes do not matter, and every word must appear. Put a phrase in double quotes to keep its words together.',
      fr: 'Les mots simples cherchent dans le nom des cartes, sans tenir compte des majuscules, accents, traits d’union ni apostrophes ; chaque mot doit y figurer. Mettez une expression entre guillemets pour garder ses mots ensemble.',
    },
    examples: [
      ex('demon', 'Names containing “démon”, such as Démon-Bélier', 'Noms contenant « démon », comme Démon-Bélier'),
      ex('"garde royal"', 'The exact phrase', 'L’expression exacte'),
      ex('mana golem', 'Names containing both words', 'Noms contenant les deux mots'),
    ],
  },
  {
    id: 'words',
    keys: [],
    title: { en: 'Abilities and types in plain words', fr: 'Capacités et types en mots simples' },
    description: {
      en: 'A plain word or phrase that spells a Special Ability (in English or French) or a card type also finds the cards that have it, printed or as an Aura, even with a small typo. Cards whose name contains the word come first. Above the results, a line says how the word was read and gives the keyword that searches only that, such as ab:sprint.',
      fr: 'Un mot ou une expression qui désigne une Capacité spéciale (en français ou en anglais) ou un type de carte trouve aussi les cartes qui l’ont, imprimée ou en Aura, même avec une petite faute de frappe. Les cartes dont le nom contient le mot viennent en premier. Au-dessus des résultats, une ligne dit comment le mot a été lu et donne le mot-clé qui ne cherche que cela, par exemple ab:sprint.',
    },
    examples: [
      ex('sprint', 'Cards with Sprint, printed or as an Aura', 'Les cartes avec Sprint, imprimée ou en Aura'),
      ex('prix du sang', 'Cards with Price of Blood, from its French name', 'Les cartes avec Prix du sang'),
      ex('Perfforation', 'Cards with Perforation, despite the typo', 'Les cartes avec Perforation, malgré la faute'),
      ex(
        'rage',
        'Groin Enragé first (its name), then the cards with Rage',
        'Groin Enragé d’abord (son nom), puis les cartes avec Rage',
      ),
      ex('incantations', 'The Incantations', 'Les Incantations'),
    ],
  },
  {
    id: 'type',
    keys: ['t:', 'type:'],
    title: { en: 'Type', fr: 'Type' },
    description: {
      en: 'Creature or Incantation, in English or French; the start of the word is enough.',
      fr: 'Créature ou Incantation, en anglais ou en français ; le début du mot suffit.',
    },
    examples: [
      ex('t:creature', 'Creatures', 'Les Créatures'),
      ex('t:incantation', 'Incantations', 'Les Incantations'),
      ex('type:créa', 'Creatures, with the French word cut short', 'Les Créatures, mot français abrégé'),
    ],
  },
  {
    id: 'set',
    keys: ['set:', 's:', 'e:'],
    title: { en: 'Set', fr: 'Extension' },
    description: {
      en: 'A set by its short name, its English name or its French name (quote names with spaces).',
      fr: 'Une extension par son nom court, son nom anglais ou son nom français (guillemets pour les noms avec espaces).',
    },
    examples: [
      ex('set:felonie', 'Cards of Félonie (Treachery)', 'Les cartes de Félonie'),
      ex('set:treachery', 'The same set by its English name', 'La même extension par son nom anglais'),
      ex('set:"pack d\'initiation"', 'The Initiation Pack', 'Le Pack d’Initiation'),
    ],
  },
  {
    id: 'numbers',
    keys: ['m:', 'mana:', 'a:', 'atk:', 'h:', 'hp:', 'pv:', 'n:', 'num:'],
    title: { en: 'Mana, attack, health, number', fr: 'Mana, attaque, PV, numéro' },
    description: {
      en: 'Compare a value with = != < <= > >= (a colon means =). a: is the attack, or the damage of an Incantation; h: the health of a Creature; n: the collector number in its set.',
      fr: 'Comparez une valeur avec = != < <= > >= (les deux-points valent =). a: est l’attaque, ou les dégâts d’une Incantation ; h: les PV d’une Créature ; n: le numéro dans l’extension.',
    },
    examples: [
      ex('m<=3', 'Mana 3 or less', 'Mana 3 ou moins'),
      ex('a>=5 h<=2', 'Hard hitters that are easy to kill', 'Forte attaque, peu de PV'),
      ex('h>=6', 'The sturdiest Creatures', 'Les Créatures les plus robustes'),
      ex('set:submersion n<=5', 'The first five cards of Submersion', 'Les cinq premières cartes de Submersion'),
    ],
  },
  {
    id: 'attack-x',
    keys: ['a:x'],
    title: { en: 'Attack X', fr: 'Attaque X' },
    description: {
      en: 'Some cards print X as their attack (they all have Vulnerability). a:x finds them and a!=x leaves them out. X is not a number, so number comparisons (even a!=3) never match those cards; -a:3 does.',
      fr: 'Certaines cartes ont X en attaque (elles ont toutes Vulnérabilité). a:x les trouve et a!=x les écarte. X n’est pas un nombre : les comparaisons de nombres (même a!=3) ne les trouvent jamais ; -a:3, si.',
    },
    examples: [
      ex('a:x', 'Cards with X attack', 'Cartes avec X en attaque'),
      ex('a!=x ab:vulnerability', 'Vulnerability with a printed number', 'Vulnérabilité avec une attaque chiffrée'),
    ],
  },
  {
    id: 'ability',
    keys: ['ab:', 'ability:'],
    title: { en: 'Ability', fr: 'Capacité' },
    description: {
      en: 'Every card bearing an ability, on itself or as an Aura. English or French name, accents optional; write spaces as hyphens or quote the name.',
      fr: 'Toutes les cartes portant une capacité, pour elles-mêmes ou en Aura. Nom anglais ou français, accents facultatifs ; remplacez les espaces par des traits d’union ou mettez des guillemets.',
    },
    examples: [
      ex('ab:rage', 'Cards with Rage', 'Cartes avec Rage'),
      ex('ab:affutage', 'Sharpening, by its French name without accent', 'Affûtage, sans accent'),
      ex('ab:price-of-blood', 'Price of Blood', 'Prix du sang'),
      ex('ab:"prix du sang"', 'The same, quoted in French', 'La même, entre guillemets'),
    ],
  },
  {
    id: 'aura',
    keys: ['aura:'],
    title: { en: 'Aura', fr: 'Aura' },
    description: {
      en: 'Only cards that give this ability to others as an Aura.',
      fr: 'Seulement les cartes qui donnent cette capacité aux autres, en Aura.',
    },
    examples: [
      ex('aura:sprint', 'Sprint as an Aura', 'Sprint en Aura'),
      ex('aura:rage or aura:sharpening', 'Rage or Sharpening as an Aura', 'Rage ou Affûtage en Aura'),
    ],
  },
  {
    id: 'own',
    keys: ['own:', 'propre:'],
    title: { en: 'Own ability', fr: 'Capacité propre' },
    description: {
      en: 'Only cards that have this ability themselves, whether or not they also give it as an Aura.',
      fr: 'Seulement les cartes qui ont elles-mêmes cette capacité, qu’elles la donnent aussi en Aura ou non.',
    },
    examples: [
      ex('own:indestructible', 'Indestructible on the card itself', 'Indestructible sur la carte elle-même'),
      ex(
        'propre:sprint -aura:sprint',
        'Sprint on itself, not given as an Aura',
        'Sprint pour elle-même, pas donné en Aura',
      ),
    ],
  },
  {
    id: 'is',
    keys: ['is:'],
    title: { en: 'Card kinds', fr: 'Genres de cartes' },
    description: {
      en: 'is:vanilla (a Creature without abilities), is:aura (gives an Aura), is:creature, is:incantation, is:unverified (values not confirmed from a printed card), is:verified.',
      fr: 'is:vanilla (une Créature sans capacité), is:aura (donne une Aura), is:creature, is:incantation, is:unverified (valeurs non confirmées sur une carte imprimée), is:verified.',
    },
    examples: [
      ex('is:vanilla', 'Creatures without abilities', 'Créatures sans capacité'),
      ex('is:aura', 'Cards with an Aura', 'Cartes avec une Aura'),
      ex('is:unverified', 'Cards whose values are unconfirmed', 'Cartes aux valeurs non confirmées'),
    ],
  },
  {
    id: 'logic',
    keys: ['-', 'or', '( )'],
    title: { en: 'Combining terms', fr: 'Combiner les termes' },
    description: {
      en: 'Terms side by side must all match. or (also OR or ou) matches either side; and binds tighter than or. Parentheses group terms, and a minus sign excludes a term or a group.',
      fr: 'Des termes côte à côte doivent tous correspondre. or (ou OR, ou) accepte l’un ou l’autre ; « et » passe avant « ou ». Les parenthèses regroupent des termes et un signe moins exclut un terme ou un groupe.',
    },
    examples: [
      ex('ab:rage m<=3', 'Rage and mana 3 or less', 'Rage et mana 3 ou moins'),
      ex('ab:rage or ab:berserk', 'Rage or Berserk', 'Rage ou Berserk'),
      ex(
        't:creature (ab:aerial ou ab:aquatic)',
        'Creatures with Aerial or Aquatic',
        'Créatures Aériennes ou Aquatiques',
      ),
      ex('-t:creature', 'Everything but Creatures', 'Tout sauf les Créatures'),
      ex('-(set:initiation or set:felonie)', 'Outside two sets', 'Hors de deux extensions'),
    ],
  },
  {
    id: 'order',
    keys: ['order:', 'dir:'],
    title: { en: 'Sorting', fr: 'Tri' },
    description: {
      en: 'order:set (the default: set, then number), order:name, order:mana, order:atk or order:hp, with dir:asc or dir:desc. Equal cards stay in set and number order; X attack and the health of Incantations always come last.',
      fr: 'order:set (par défaut : extension puis numéro), order:name, order:mana, order:atk ou order:hp, avec dir:asc ou dir:desc. À égalité, l’ordre des extensions et des numéros est gardé ; l’attaque X et les PV des Incantations viennent toujours en dernier.',
    },
    examples: [
      ex('t:creature order:mana dir:desc', 'Creatures, most expensive first', 'Créatures, les plus chères d’abord'),
      ex('ab:sprint order:name', 'Sprint, alphabetically', 'Sprint, par ordre alphabétique'),
    ],
  },
  {
    id: 'mistakes',
    keys: [],
    title: { en: 'Mistakes', fr: 'Erreurs' },
    description: {
      en: 'A query never fails: whatever is not understood is pointed out and left aside, and the rest is searched. When nothing is found, the results say why and suggest a close query.',
      fr: 'Une recherche n’échoue jamais : ce qui n’est pas compris est signalé et mis de côté, et le reste est cherché. Quand rien n’est trouvé, les résultats expliquent pourquoi et proposent une recherche proche.',
    },
    examples: [
      ex('ab:rag', 'An unknown ability: suggests ab:rage', 'Une capacité inconnue : propose ab:rage', true),
      ex('t:creature m<=abc', 'A bad number is left aside', 'Un nombre invalide est mis de côté', true),
    ],
  },
];
