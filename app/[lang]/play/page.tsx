import type { Metadata } from 'next';
import { PRECONSTRUCTED } from '@/lib/cards';
import { decodeDeck, encodeDeck } from '@/lib/decks';
import { toLocale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/setup/gameSetup';
import { explainDeckCode } from '@/lib/table/setup/explainDeckCode';
import { buildSetup, DEFAULT_FORM, type SetupForm } from '@/lib/table/setup/setupForm';
import { TablePlay } from '@/components/table/TablePlay';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(tableMessages, toLocale((await params).lang));
  return { title: t('playTitle'), description: t('playIntro') };
}

/**
 * /play, and /play?deck=<code> from a deck page: that deck starts at once in a Duel against
 * the hard bot (Solo cannot use Constructed decks), facing preconstructed deck 1.
 */
export default async function PlayPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(tableMessages, locale);
  const o = createT(onlineMessages, locale);
  const deck = (await searchParams).deck;
  let direct: { setup: GameSetup; note: string; form: SetupForm } | null = null;
  let initialForm: SetupForm | null = null;
  let pendingChampion: { id: string; seed: number; note: string } | null = null;
  let linkError: string | null = null;
  if (typeof deck === 'string' && deck) {
    const code = deck.split('.')[0];
    // The whole code goes in the form, Champion id included, so the form shows what was wrong with it.
    const form: SetupForm = {
      ...DEFAULT_FORM,
      mode: 'duel-bot-hard',
      format: 'constructed',
      codes: { A: deck.slice(0, 80), B: encodeDeck(PRECONSTRUCTED[0].cards) },
    };
    initialForm = form;
    const decoded = decodeDeck(deck);
    // The seed comes from the server so the first render and hydration agree.
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const note = t('directNote', { code, opponent: t('seatBot') });
    if (!decoded.ok) linkError = t('linkRefused', { reason: explainDeckCode(decoded.error.code, deck, locale) });
    else if (decoded.championId) pendingChampion = { id: decoded.championId, seed, note };
    else {
      const built = buildSetup(form, seed);
      if (built.ok) direct = { setup: built.setup, form, note };
      else
        linkError = t('linkRefused', {
          reason: t('err-engine', { message: built.errors.map((e) => e.message).join('; ') }),
        });
    }
  }
  return (
    <>
      <TablePlay
        locale={locale}
        direct={direct}
        initialForm={initialForm}
        pendingChampion={pendingChampion}
        linkError={linkError}
      />
      {/* Under the setup; gone while a game fills the screen. */}
      <p className="mt-6 [body:has([data-testid=table])_&]:hidden">
        <a
          href="/play/online"
          data-testid="play-online"
          className="font-semibold underline decoration-gold underline-offset-2 hover:text-ember"
        >
          {o('playOnlineLink')}
        </a>
      </p>
    </>
  );
}
