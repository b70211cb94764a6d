import { getAbility } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { createT } from '@/lib/i18n/translate';
import type { AiManaReport } from '@/lib/table/narration/aiManaReport';
import type { TurnPhase } from '@/lib/table/board/turnPhase';

export interface TableStatusBarProps {
  locale: Locale;
  /** "Turn 4 — your move"; empty once the game is over. */
  turnLine: string;
  phase: TurnPhase;
  ai: AiManaReport | null;
  aiName: string;
  /** Whether the AI is the one playing now (its Mana this turn is then the figure that matters). */
  aiActive: boolean;
  children?: React.ReactNode;
}

/** Whose turn, which phase, and how the AI's Mana is computed: on screen for everyone, not only screen readers. */
export function TableStatusBar({ locale, turnLine, phase, ai, aiName, aiActive, children }: TableStatusBarProps) {
  const t = createT(tableBoardMessages, locale);
  const catalyst = getAbility('catalyst');
  const figures = ai && aiActive && ai.last ? ai.last : ai?.next;
  const bonus =
    figures && figures.bonus
      ? t('aiManaBonus', {
          bonus: figures.bonus,
          ability: (locale === 'fr' ? catalyst?.nameFr : catalyst?.nameEn) ?? 'catalyst',
        })
      : '';
  const aiText = figures
    ? t(aiActive && ai?.last ? 'aiManaNow' : 'aiManaNext', {
        who: aiName,
        amount: figures.amount,
        fixed: figures.fixed,
        per: figures.per,
        creatures: figures.creatures,
        bonus,
      })
    : '';
  return (
    // The AI's Mana sentence wraps rather than being cut: it is the only place it is said in full.
    <div
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-1 text-sm text-parchment sm:flex-nowrap sm:gap-x-3"
      data-testid="turn-status"
      aria-label={t('turnStatus')}
      role="group"
    >
      {turnLine ? (
        <h2 className="shrink-0 font-display text-sm font-bold text-white lg:text-lg" data-testid="turn-line">
          {turnLine}
        </h2>
      ) : null}
      <span
        className="rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold sm:text-sm"
        data-testid="phase"
        data-phase={phase}
      >
        {t(`phase-${phase}`)}
      </span>
      {aiText ? (
        <p
          className="order-last w-full min-w-0 text-xs text-parchment/90 sm:order-none sm:w-auto sm:flex-1 sm:text-sm"
          data-testid="ai-mana"
        >
          {aiText}
          {aiActive && ai?.last ? ` · ${t('aiRevealed', { count: ai.last.revealed })}` : ''}
        </p>
      ) : null}
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">{children}</div>
    </div>
  );
}
