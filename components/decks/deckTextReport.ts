import { getCard } from '@/lib/cards';
import type { DeckTextProblem } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { BuilderStatus } from './deckBuilderReducer';

type Of<C extends DeckTextProblem['code']> = Extract<DeckTextProblem, { code: C }>;

/** The import's problems, worded: one sentence per kind, unknown names with their likely card. */
export function deckTextReport(problems: readonly DeckTextProblem[], locale: Locale): BuilderStatus[] {
  const t = createT(decksMessages, locale);
  const quoted = (text: string) => t('quoted', { text });
  const name = (slug: string) => getCard(slug)?.name ?? slug;
  const of = <C extends DeckTextProblem['code']>(code: C) => problems.filter((p): p is Of<C> => p.code === code);
  const said: BuilderStatus[] = [];
  const unknown = of('unknown');
  const guessed = unknown.filter((p) => p.suggestion);
  const lost = unknown.filter((p) => !p.suggestion);
  if (lost.length)
    said.push({ tone: 'error', text: t('textUnknown', { names: lost.map((p) => quoted(p.text)).join(', ') }) });
  for (const p of guessed)
    said.push({
      tone: 'error',
      text: t('textDidYouMean', { text: quoted(p.text), name: name(p.suggestion as string) }),
    });
  const quantity = of('quantity');
  if (quantity.length)
    said.push({ tone: 'error', text: t('textQuantity', { lines: quantity.map((p) => quoted(p.text)).join(', ') }) });
  const repeated = of('repeated');
  if (repeated.length)
    said.push({ tone: 'error', text: t('textRepeated', { names: repeated.map((p) => name(p.card)).join(', ') }) });
  return said;
}
