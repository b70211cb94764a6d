import { defineMessages } from '../../i18n/translate';

// Kept beside the card face so that lib/print stays self-contained; the keys follow lib/i18n.
export const faceMessages = defineMessages({
  en: {
    creature: 'Creature',
    incantation: 'Incantation',
    champion: 'Champion',
    mana: 'Mana {value}',
    attack: 'Attack {value}',
    health: 'Health {value}',
    damage: 'Damage {value}',
    aura: '{name} (Aura)',
    abilities: 'abilities: {list}',
    noAbility: 'no ability',
    unverified: 'unverified',
    setLine: '{set} · {number}/{total}',
  },
  fr: {
    creature: 'Créature',
    incantation: 'Incantation',
    champion: 'Champion',
    mana: 'Mana {value}',
    attack: 'Attaque {value}',
    health: 'Vie {value}',
    damage: 'Dégâts {value}',
    aura: '{name} (Aura)',
    abilities: 'capacités : {list}',
    noAbility: 'aucune capacité',
    unverified: 'non vérifiée',
    setLine: '{set} · {number}/{total}',
  },
});
