import { defineMessages } from '../translate';

/** /help/modes: the ways to play, in our own words (the rulebook stays the reference). */
export const helpModesMessages = defineMessages({
  en: {
    title: 'Game modes',
    intro:
      'Every mode of the rulebook can be played at the table (/play), replayed from its link and simulated (/simulate or the command line). Here is what changes from one to the next; the rulebook remains the reference.',
    duelTitle: 'Duel',
    duelText:
      'Two players, two lines between them. Play hot-seat on one screen (the hand hides at each hand-over) or against a bot.',
    soloTitle: 'Solo',
    soloText:
      'One player against the Solo AI, which draws from a face-down deck. Quick Play, or Custom Play with a difficulty level from 1 to 10.',
    ffaTitle: 'Free-For-All',
    ffaText:
      'Four players around the table, four lines: each player shares one line with each neighbour. On their first turn the first three players get less Mana than the 9 a full hand gives: 6 for the first, 7 for the second, 8 for the third; the fourth counts their hand as usual. The game ends the moment a player’s Fort is pushed to the rightmost place of their hand; whoever owns the card that did it wins.',
    teamsTitle: 'Team Play (2 vs 2)',
    teamsText:
      'The same table as Free-For-All, with teammates sitting opposite each other so that both of a player’s lines face enemies. When a Fort is pushed to the rightmost place, the team of the player whose card did it wins.',
    coopTitle: 'Co-op',
    coopText:
      'Two players side by side against two Solo AIs, with a Co-op Draft that builds the AIs’ decks from the cards the players leave. The AIs run the Solo AI’s turn; the players win or lose together.',
    formatsTitle: 'Formats and Champions',
    formatsText:
      'Preconstructed decks, a Draft (the 4-player Draft for four seats) or Constructed decks from deck codes, except where a mode rules one out (no Constructed against the Solo AI). The Champion Module joins Draft and Constructed games in every mode that has people bringing decks.',
    seatsTitle: 'People and bots',
    seatsText:
      'At the table every seat is a person or a bot. Several people can share one screen: each hand stays hidden until its owner confirms the hand-over. Bots see only what their seat may see.',
    commandTitle: 'On the command line',
    playLink: 'Set up a game',
    simulateLink: 'Simulate many games',
  },
  fr: {
    title: 'Modes de jeu',
    intro:
      'Chaque mode du livret de règles se joue à la table (/play), se rejoue depuis son lien et se simule (/simulate ou la ligne de commande). Voici ce qui change d’un mode à l’autre ; le livret de règles reste la référence.',
    duelTitle: 'Duel',
    duelText:
      'Deux joueurs, deux lignes entre eux. Jouez à deux sur un écran (la main se cache à chaque passage) ou contre un bot.',
    soloTitle: 'Solo',
    soloText:
      'Un joueur contre l’IA du mode Solo, qui pioche dans un deck face cachée. Partie rapide, ou partie personnalisée avec un niveau de difficulté de 1 à 10.',
    ffaTitle: 'Chacun pour soi',
    ffaText:
      'Quatre joueurs autour de la table, quatre lignes : chaque joueur partage une ligne avec chacun de ses voisins. À leur premier tour, les trois premiers joueurs reçoivent moins de Mana que les 9 d’une main pleine : 6 pour le premier, 7 pour le deuxième, 8 pour le troisième ; le quatrième compte sa main comme d’habitude. La partie s’arrête dès que le Fort d’un joueur est repoussé tout à droite de sa main ; le propriétaire de la carte responsable gagne.',
    teamsTitle: 'Par équipe (2 contre 2)',
    teamsText:
      'La même table que Chacun pour soi, les coéquipiers assis face à face pour que les deux lignes de chaque joueur fassent face à des ennemis. Quand un Fort est repoussé tout à droite, l’équipe du joueur dont la carte en est responsable gagne.',
    coopTitle: 'Coopération',
    coopText:
      'Deux joueurs côte à côte contre deux IA du mode Solo, avec un Draft coopératif qui compose les decks des IA avec les cartes laissées par les joueurs. Les IA jouent le tour de l’IA Solo ; les joueurs gagnent ou perdent ensemble.',
    formatsTitle: 'Formats et Champions',
    formatsText:
      'Decks préconstruits, Draft (le Draft à 4 joueurs pour quatre places) ou decks construits depuis des codes de deck, sauf là où un mode l’exclut (pas de deck construit contre l’IA Solo). Le module Champion se joint aux parties Draft et construites dans chaque mode où des personnes apportent un deck.',
    seatsTitle: 'Personnes et bots',
    seatsText:
      'À la table, chaque place est tenue par une personne ou un bot. Plusieurs personnes peuvent partager un écran : chaque main reste cachée tant que son propriétaire n’a pas confirmé le passage. Les bots ne voient que ce que leur place peut voir.',
    commandTitle: 'En ligne de commande',
    playLink: 'Préparer une partie',
    simulateLink: 'Simuler de nombreuses parties',
  },
});
