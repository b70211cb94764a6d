import { starPath } from './shapes';

/** Icons for the printed values, on the same 24-unit grid as the ability icons. */
export const STAT_ICONS = {
  /** Mana: a faceted gem that holds the cost. */
  mana: 'M12 0.8L21.8 6.4V17.6L12 23.2L2.2 17.6V6.4Z',
  manaFacets: 'M12 3.4L19.5 7.7V16.3L12 20.6L4.5 16.3V7.7Z',
  /** Attack: an axe. */
  attack:
    'M10.8 2H13.2V22.5H10.8ZM13.2 3.5C17 3.5 20.5 2.5 21.5 1.5C22.5 5 22.5 10 21.5 13.5C20.5 12.5 17 11.5 13.2 11.5Z' +
    'M10.8 4.5L5.5 7.5L10.8 10.5Z',
  /** Health: a shield. */
  health: 'M12 1.5L21 5V11C21 16.5 17 20.5 12 22.5C7 20.5 3 16.5 3 11V5Z',
  /** Damage of an Incantation: a burst. */
  damage: starPath(12, 12, 10, 11, 6),
} as const;
