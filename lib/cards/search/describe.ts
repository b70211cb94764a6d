import { getAbility, getSet } from '../index';
import { namesContain } from './bareText';
import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import { describeMessages } from './describeMessages';
import type { CompareOp, QueryReading, SearchNode, SortDir, SortOrder } from './types';

type T = ReturnType<typeof createT<typeof describeMessages.en>>;

const OP_SYMBOL: Record<CompareOp, string> = { '=': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
// Mana and collector number are always numbers, so their negation is an exact opposite.
const OPPOSITE: Record<CompareOp, CompareOp> = { '=': '!=', '!=': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

function abilityName(slug: string, locale: Locale): string {
  const ability = getAbility(slug);
  return ability ? (locale === 'fr' ? ability.nameFr : ability.nameEn) : slug;
}

function phrase(node: SearchNode, t: T, locale: Locale, negated = false): string {
  switch (node.kind) {
    case 'name': {
      const named = t(negated ? 'notNamed' : 'named', { text: node.raw });
      if (!node.reading) return named;
      const { reading } = node;
      const read =
        reading.kind === 'ability'
          ? t(negated ? 'withoutAbility' : 'withAbility', { ability: abilityName(reading.value, locale) })
          : t(negated ? 'notOfType' : 'ofType', { type: t(reading.value) });
      // No card is named so: the name half would only be noise.
      if (!namesContain(node.text)) return read;
      return `${named} ${t(negated ? 'and' : 'or')} ${read}`;
    }
    case 'type':
      return t(negated ? 'notOfType' : 'ofType', { type: t(node.value) });
    case 'set': {
      const set = getSet(node.value);
      const name = set ? (locale === 'fr' ? set.nameFr : set.nameEn) : node.value;
      return t(negated ? 'notFromSet' : 'fromSet', { set: name });
    }
    case 'ability': {
      const ability = abilityName(node.value, locale);
      const key = (
        {
          any: negated ? 'withoutAbility' : 'withAbility',
          aura: negated ? 'withoutAura' : 'withAura',
          own: negated ? 'withoutOwn' : 'withOwn',
        } as const
      )[node.scope];
      return t(key, { ability });
    }
    case 'is': {
      if (node.value === 'creature' || node.value === 'incantation')
        return t(negated ? 'notOfType' : 'ofType', { type: t(node.value) });
      if (node.value === 'verified' || node.value === 'unverified') {
        return t((node.value === 'verified') !== negated ? 'verified' : 'unverified');
      }
      return t(node.value === 'vanilla' ? (negated ? 'notVanilla' : 'vanilla') : negated ? 'notAura' : 'aura');
    }
    case 'compare': {
      const exact = node.field === 'mana' || node.field === 'number';
      const op = negated && exact ? OPPOSITE[node.op] : node.op;
      const key = negated && !exact ? 'notCompare' : 'compare';
      return t(key, { field: t(node.field), op: OP_SYMBOL[op], value: String(node.value) });
    }
    case 'not':
      return negated ? phrase(node.child, t, locale) : phrase(node.child, t, locale, true);
    case 'and':
    case 'or': {
      const inner = list(
        node.children.map((child) => wrap(child, t, locale)),
        t(node.kind),
      );
      return negated ? t('not', { inner }) : inner;
    }
  }
}

/** A phrase for a node inside a list: nested lists get parentheses. */
function wrap(node: SearchNode, t: T, locale: Locale): string {
  const text = phrase(node, t, locale);
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text;
}

function list(parts: string[], conjunction: string): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

function headOf(node: SearchNode): 'creatures' | 'incantations' | null {
  if (node.kind === 'type' && node.value) return node.value === 'creature' ? 'creatures' : 'incantations';
  if (node.kind === 'name' && node.reading?.kind === 'type' && !namesContain(node.text)) {
    return node.reading.value === 'creature' ? 'creatures' : 'incantations';
  }
  if (node.kind === 'is' && (node.value === 'creature' || node.value === 'incantation')) {
    return node.value === 'creature' ? 'creatures' : 'incantations';
  }
  return null;
}

/**
 * A sentence for the results header: "Creatures with Rage and mana ≤ 3". Pass the sort to
 * mention it when it is not the default collector order.
 */
export function describeQuery(
  ast: SearchNode | null,
  locale: Locale,
  sort?: { order: SortOrder; dir: SortDir },
): string {
  const t = createT(describeMessages, locale);
  let sentence = t('allCards');
  if (ast) {
    const parts = ast.kind === 'and' ? [...ast.children] : [ast];
    const headIndex = parts.findIndex((part) => headOf(part) !== null);
    const head = headIndex >= 0 ? t(headOf(parts.splice(headIndex, 1)[0]) as 'creatures') : t('cards');
    const conjunction = t('and');
    const rest = list(
      parts.map((part) => (part.kind === 'or' && parts.length > 1 ? wrap(part, t, locale) : phrase(part, t, locale))),
      conjunction,
    );
    // "Cards with mana ≤ 3": a comparison right after the noun needs a preposition.
    const first = parts[0]?.kind === 'not' ? parts[0].child : parts[0];
    const joint = first?.kind === 'compare' ? ` ${t('with')} ` : ' ';
    sentence = rest ? `${head}${joint}${rest}` : head;
  }
  if (sort && (sort.order !== 'set' || sort.dir !== 'asc')) {
    sentence = t('sorted', { sentence, order: t(sort.order), dir: t(sort.dir) });
  }
  return sentence;
}

/**
 * How a bare word was read, for the line under the results header:
 * "Showing cards with Sprint — ab:sprint".
 */
export function describeReading(reading: QueryReading, locale: Locale): string {
  const t = createT(describeMessages, locale);
  const read =
    reading.reading.kind === 'ability'
      ? t('withAbility', { ability: abilityName(reading.reading.value, locale) })
      : t('ofType', { type: t(reading.reading.value) });
  const phrase = reading.names ? t('namedThen', { text: reading.text, read }) : read;
  const typo = reading.fuzzy ? ` ${t('readFor', { text: reading.text })}` : '';
  return t('showing', { phrase: `${phrase}${typo}`, query: reading.query });
}
