import { defineMessages } from '../translate';

/** /play and /replay with four seats: Free-For-All and Team Play. */
export const tableMultiplayerMessages = defineMessages({
  en: {
    seatPerson: 'Player {n}',
    seatBotN: 'Bot {n}',
    seatAiN: 'AI {n}',
    team: 'Team {n}',
    seatsLegend: 'Who plays each seat',
    seatsNote:
      'Seats play in turn order 1, 2, 3, 4 around the table; each shares one line with each neighbour. Several people take turns on this screen, each hand hidden at the hand-over.',
    teamsNote: 'Teammates sit opposite each other: Seats 1 and 3 (Team 1) against Seats 2 and 4 (Team 2).',
    seatLabel: 'Seat {n}',
    'player-person': 'A person',
    'player-greedy': 'Bot (greedy, quick)',
    'player-planner': 'Bot (planner, the default)',
    teamWon: '{a} and {b} won in {turns} turns.',
    teamWonOne: '{a} and {b} won in {turns} turn.',
    draftFourIntro:
      'Eight cards are revealed each round and taken in turn — 1, 2, 3, 4, 4, 3, 2, 1, the order turning by one seat each round — until everyone holds 8. Bots pick on their own.',
    draftPicksOf: '{seat}: {count} cards',
    coopNote: 'The players sit at seats 1 and 3, the two Solo AIs at seats 2 and 4; the players win or lose together.',
    coopPreconNote:
      'Each AI shuffles the three preconstructed decks its neighbouring player did not take: AI 2 those of Player 1, AI 4 those of Player 3.',
    draftCoopIntro:
      'Eight cards are revealed: one player takes 1, the other takes 1 of the 7 left, the other 6 go to the AIs. Who picks first alternates until each player holds 8; the AIs’ 48 cards make their two decks.',
    aiCards: 'AIs: {count} cards',
    seatAi: 'Solo AI',
    lineNumbered: 'line {n}',
    modesHelp: 'How each mode plays',
    sideShort: '{side} · {pos}',
    handShort: '{count} cards',
  },
  fr: {
    seatPerson: 'Joueur {n}',
    seatBotN: 'Bot {n}',
    seatAiN: 'IA {n}',
    team: 'Équipe {n}',
    seatsLegend: 'Qui joue à chaque place',
    seatsNote:
      'Les places jouent dans l’ordre 1, 2, 3, 4 autour de la table ; chacune partage une ligne avec chaque voisin. Plusieurs personnes se relaient sur cet écran, chaque main cachée au passage de l’appareil.',
    teamsNote: 'Les coéquipiers sont face à face : places 1 et 3 (équipe 1) contre places 2 et 4 (équipe 2).',
    seatLabel: 'Place {n}',
    'player-person': 'Une personne',
    'player-greedy': 'Bot (glouton, rapide)',
    'player-planner': 'Bot (planificateur, par défaut)',
    teamWon: '{a} et {b} gagnent en {turns} tours.',
    teamWonOne: '{a} et {b} gagnent en {turns} tour.',
    draftFourIntro:
      'Huit cartes sont révélées à chaque manche et prises à tour de rôle — 1, 2, 3, 4, 4, 3, 2, 1, l’ordre tournant d’une place à chaque manche — jusqu’à ce que chacun en ait 8. Les bots choisissent seuls.',
    draftPicksOf: '{seat} : {count} cartes',
    coopNote:
      'Les joueurs sont aux places 1 et 3, les deux IA Solo aux places 2 et 4 ; les joueurs gagnent ou perdent ensemble.',
    coopPreconNote:
      'Chaque IA mélange les trois decks préconstruits que son joueur voisin n’a pas pris : l’IA 2 ceux du joueur 1, l’IA 4 ceux du joueur 3.',
    draftCoopIntro:
      'Huit cartes sont révélées : un joueur en prend 1, l’autre 1 des 7 restantes, les 6 autres vont aux IA. Le premier à choisir alterne jusqu’à ce que chaque joueur ait 8 cartes ; les 48 cartes des IA forment leurs deux decks.',
    aiCards: 'IA : {count} cartes',
    seatAi: 'IA Solo',
    lineNumbered: 'ligne {n}',
    modesHelp: 'Comment se joue chaque mode',
    sideShort: '{side} · {pos}',
    handShort: '{count} cartes',
  },
});
