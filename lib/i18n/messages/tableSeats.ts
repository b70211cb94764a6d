import { defineMessages } from '../translate';

/** The table drawn as the players sit: who owns each half-line, each seat's life, lines that scroll or fold. */
export const tableSeatsMessages = defineMessages({
  en: {
    ownerYou: 'You',
    ownerYouSeat: 'You · {seat}',
    ownerAlly: 'Your ally · {seat}',
    ownerTeam: '{team} · {seat}',
    lifeOf: '{seat}: {hp} HP left',
    lifeOfOne: '{seat}: 1 HP left',
    aiLifeShort: 'deck',
    aiLife: 'Its life is its deck: {count} cards left',
    aiLifeOne: 'Its life is its deck: 1 card left',
    lineScrolls: '{count} Creatures: scroll sideways to see them all',
    lineScrollsShort: '⇆ scroll',
    foldSummary: '{a}: {countA} · {b}: {countB}',
    receivedBadge: 'Received ability (from an Aura or the AI’s settings): {ability}',
  },
  fr: {
    ownerYou: 'Vous',
    ownerYouSeat: 'Vous · {seat}',
    ownerAlly: 'Votre allié · {seat}',
    ownerTeam: '{team} · {seat}',
    lifeOf: '{seat} : {hp} PV restants',
    lifeOfOne: '{seat} : 1 PV restant',
    aiLifeShort: 'deck',
    aiLife: 'Sa vie est son deck : {count} cartes restantes',
    aiLifeOne: 'Sa vie est son deck : 1 carte restante',
    lineScrolls: '{count} Créatures : faites défiler la ligne pour toutes les voir',
    lineScrollsShort: '⇆ défiler',
    foldSummary: '{a} : {countA} · {b} : {countB}',
    receivedBadge: 'Capacité reçue (d’une Aura ou des réglages de l’IA) : {ability}',
  },
});
