import type { Locale } from '../../i18n/locales';
import { tableMessages } from '../../i18n/messages/table';
import { createT } from '../../i18n/translate';

const BOOK = /^Rulebook v1\.1 · /;
const RULING = /^Ruling (R\d+)$/;

/**
 * How the log cites the rule an event applied. The engine names sections of the English
 * rulebook (v1.1); they stay as printed, so a French reader is told they are the English
 * book's section titles rather than reading an unexplained English phrase.
 */
export function ruleCitation(rule: string, locale: Locale): string {
  const t = createT(tableMessages, locale);
  if (BOOK.test(rule)) return t('ruleBook', { section: rule.replace(BOOK, '') });
  const ruling = RULING.exec(rule);
  if (ruling) return t('ruleRuling', { id: ruling[1] });
  return t('ruleOther', { rule });
}
