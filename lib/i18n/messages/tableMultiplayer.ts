import { defineMessages } from '../translate';

/** /play and /replay with four seats: Free-For-All and Team Play. */
export const tableMultiplayerMessages = defineMessages({
  en: {
    seatPerson: 'Player {n}',
    seatBotN: 'Bot {n}',
    team: 'Team {n}',
    seatsLegend: 'Who plays each seat',
    seatsNote: 'Seats play in turn order 1, 2, 3, 4 around the table; each shares one line with each neighbour. Several people take turns on this screen, each hand hidden at the hand-over.',
    teamsNote: 'Teammates sit opposite each other: Seats 1 and 3 (Team 1) against Seats 2 and 4 (Team 2).',
    seatLabel: 'Seat {n}',
    'player-person': 'A person',
    'player-greedy': 'Bot (greedy, quick)',
    'player-planner': 'Bot (planner, the default)',
    teamWon: '{a} and {b} won in {turns} turns.',
    teamWonOne: '{a} and {b} won in {turns} turn.',
    draftFourIntro: 'Eight cards are revealed each round and taken in turn — 1, 2, 3, 4, 4, 3, 2, 1, the order turning by one seat each round — until everyone holds 8. Bots pick on their own.',
    draftPicksOf: '{seat}: {count} cards',
    lineNumbered: 'line {n}',
  },
  fr: {
    seatPerson: 'Joueur {n}',
    seatBotN: 'Bot {n}',
    team: 'Équipe {n}',
    seatsLegend: 'Qui joue à chaque place',
    seatsNote: 'Les places jouent dans l’ordre 1, 2, 3, 4 autour de la table ; chacune partage une ligne avec chaque voisin. Plusieurs personnes se relaient sur cet écran, chaque main cachée au passage de l’appareil.',
    teamsNote: 'Les coéquipiers sont face à face : places 1 et 3 (équipe 1) contre places 2 et 4 (équipe 2).',
    seatLabel: 'Place {n}',
    'player-person': 'Une personne',
    'player-greedy': 'Bot (glouton, rapide)',
    'player-planner': 'Bot (planificateur, par défaut)',
    teamWon: '{a} et {b} gagnent en {turns} tours.',
    teamWonOne: '{a} et {b} gagnent en {turns} tour.',
    draftFourIntro: 'Huit cartes sont révélées à chaque manche et prises à tour de rôle — 1, 2, 3, 4, 4, 3, 2, 1, l’ordre tournant d’une place à chaque manche — jusqu’à ce que chacun en ait 8. Les bots choisissent seuls.',
    draftPicksOf: '{seat} : {count} cartes',
    lineNumbered: 'ligne {n}',
  },
});
