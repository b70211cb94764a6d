import type { AbilitySlug } from '@/lib/cards';

/** An ability's icon (placeholder until the drawn icons land). */
export function AbilitiesIcon({ ability, aura = false, size = 24 }: { ability: AbilitySlug | 'aura'; aura?: boolean; size?: number }) {
  return (
    <span aria-hidden="true" style={{ width: size, height: size }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-ink text-[10px] font-bold uppercase text-parchment ${aura ? 'ring-2 ring-gold' : ''}`}>
      {ability.slice(0, 2)}
    </span>
  );
}
