import type { AbilityExplanation, ExplainedSlug } from './types';

// Rédigé pour Erret avec nos propres mots ; là où la règle se tait, les arbitrages du
// moteur (lib/engine/RULINGS.md) tranchent, et le texte le dit.
export const EXPLANATIONS_FR: Record<ExplainedSlug, AbilityExplanation> = {
  aura: {
    summary: 'Ses voisines sur la ligne reçoivent la capacité associée ; la carte elle-même, non.',
    paragraphs: [
      'Une capacité dessinée avec les flèches d’Aura ne profite pas à la carte qui la porte. Tant que cette carte est en jeu, les Créatures juste à côté d’elle sur la même ligne — celle de devant et celle de derrière — ont cette capacité.',
      'Dès que la carte se déplace ou quitte le jeu, ses voisines perdent ce qu’elle leur donnait. Les Auras sont revérifiées au début de chaque attaque et après chaque déplacement : une Créature qui arrive à côté d’une Aura en profite aussitôt.',
    ],
  },
  aerial: {
    summary: 'Sur la ligne du haut, elle survole les Créatures adverses et frappe la Forteresse.',
    paragraphs: [
      'Tant qu’elle se trouve sur la ligne du haut, elle ignore toutes les Créatures adverses : chacune de ses attaques va droit sur la Forteresse ennemie. Sur la ligne du bas, elle combat comme les autres.',
      'En haut, Rage ne lui apporte rien, puisque Rage ne permet d’attaquer que des Créatures le tour d’arrivée. Avec Défenseur en plus, elle n’a plus aucune cible : elle n’attaque pas.',
    ],
  },
  aquatic: {
    summary: 'Inflige le double de Blessures tant qu’elle est à côté d’un Pont.',
    paragraphs: [
      'Quand elle est la Créature la plus proche du Pont sur sa ligne, chaque Blessure qu’elle inflige compte double.',
      'Le doublement vient après Sprint : une Créature qui sprinte jusqu’au Pont est doublée, bonus compris.',
    ],
  },
  berserk: {
    summary: 'Chaque fois qu’elle détruit une Créature adverse, elle attaque de nouveau.',
    paragraphs: [
      'Si une attaque détruit au moins une Créature adverse (les coups de Splash ou de Perforation comptent), elle attaque encore, et ainsi de suite tant qu’elle détruit. Toutes ses attaques sont terminées avant que la Créature suivante agisse.',
      'Une fois sa ligne vidée, l’attaque suivante frappe la Forteresse adverse — sauf le tour où elle arrive en jeu grâce à Rage, qui n’atteint jamais la Forteresse. Abattre le Bastion ne compte pas : ce n’est pas une Créature.',
    ],
  },
  catalyst: {
    summary: '+2 Mana au début de votre tour tant qu’elle est en jeu.',
    paragraphs: [
      'Si elle est en jeu quand commence votre phase de Régénération du Mana, vous gagnez 2 Mana de plus pour le tour, en plus d’un Mana par carte en main.',
      'Plusieurs Catalyseurs s’additionnent ; le Mana gagné en Phase 1 n’a pas de plafond.',
    ],
  },
  defender: {
    summary: 'Combat les Créatures adverses mais ne peut jamais frapper la Forteresse.',
    paragraphs: [
      'Elle attaque normalement la Créature adverse la plus proche, mais dès que sa ligne ne compte plus d’ennemi, elle reste sans rien faire.',
      'C’est un handicap voulu : ces cartes ont de meilleures valeurs que les autres au même coût de Mana.',
    ],
  },
  indestructible: {
    summary: 'Les Incantations peuvent la cibler, mais ni la blesser ni la modifier.',
    paragraphs: [
      'Une Incantation — la vôtre ou celle de l’adversaire — peut toujours la choisir pour cible ; ses Blessures et ses effets n’ont simplement aucun effet sur elle. Les autres Créatures touchées par le Splash ou la Perforation de cette Incantation sont blessées normalement.',
      'Les attaques des Créatures la blessent comme d’habitude : seules les Incantations glissent sur elle.',
    ],
  },
  instinct: {
    summary: 'Quand une Créature la blesse sans la détruire, elle riposte.',
    paragraphs: [
      'Après qu’une Créature adverse lui a infligé au moins 1 Blessure sans la détruire, elle attend que cet attaquant ait fini toutes ses attaques, puis attaque la Créature adverse la plus proche du Pont sur sa ligne — ou la Forteresse adverse si la ligne est vide.',
      'Les Incantations ne la réveillent pas. Dérobade passe avant : une Créature qui a les deux recule, puis riposte. Dans Erret, une riposte due à Instinct ne déclenche jamais un autre Instinct, si bien que chaque échange se termine.',
    ],
  },
  mercenary: {
    summary: 'Quand elle devrait revenir dans votre main, elle part dans celle de l’adversaire.',
    paragraphs: [
      'Quand cette Créature est détruite, ou quand cette Incantation a été résolue, la carte va à l’extrémité droite de la main adverse, pas de la vôtre. En Solo, le Mercenaire du joueur va sur le dessus de la pioche de l’IA.',
      'Vous perdez donc le regain habituel d’une carte qui revient, et l’adversaire gagne une carte en main. Un handicap compensé par plus de puissance pour son coût.',
    ],
  },
  perforation: {
    summary: 'Touche aussi la Créature placée juste derrière sa cible.',
    paragraphs: [
      'Ses Blessures frappent la cible et la Créature juste derrière elle sur la même ligne, en un seul coup. S’il n’y a personne derrière, le coup supplémentaire est perdu : il ne déborde jamais sur la Forteresse, et une attaque contre la Forteresse ne déclenche rien.',
      'La Protection de la cible ne protège que la cible ; la Créature de derrière est quand même touchée. Avec Splash en plus, seule la voisine de derrière de la cible principale est touchée, pas celle derrière la Créature éclaboussée.',
    ],
  },
  'price-of-blood': {
    summary: 'Jouable sans assez de Mana : le manque se paie en PV.',
    paragraphs: [
      'Si votre Mana ne couvre pas son coût, dépensez tout ce qui vous reste, puis décalez votre Forteresse d’un emplacement vers la droite pour chaque Mana manquant.',
      'Ces points se paient un par un : si votre Bastion tombe en cours de route, la Forteresse passe côté Fort à l’extrémité gauche et les points restants continuent de la pousser. Payer en PV peut faire perdre la partie : la carte quitte votre main avant le paiement, donc si c’était la dernière carte à droite de votre Forteresse, le premier point manquant la trouve déjà à l’extrémité droite. L’IA du mode Solo la joue gratuitement et défausse autant de cartes de sa pioche que le coût de la carte.',
    ],
  },
  protection: {
    summary: 'La première Blessure qu’elle devrait subir chaque tour est annulée.',
    paragraphs: [
      'À chaque tour, la première source — attaque d’une Créature ou Incantation — qui lui infligerait au moins 1 Blessure ne lui inflige rien. Les suivantes la blessent normalement.',
      'Seule sa part est annulée : Splash et Perforation touchent quand même leurs autres cibles. Un coup annulé ne laisse aucun excédent pour Affûtage et ne donne aucune Régénération.',
    ],
  },
  rage: {
    summary: 'Peut attaquer les Créatures adverses dès son tour d’arrivée.',
    paragraphs: [
      'Une Créature qui vient d’être invoquée attend normalement votre tour suivant pour attaquer. Avec Rage, elle prend part à l’Assaut dès ce tour — mais seulement contre des Créatures adverses.',
      'S’il n’y a aucune Créature adverse sur sa ligne ce tour-là, il ne se passe rien : Rage n’ouvre jamais le chemin de la Forteresse le tour d’arrivée.',
    ],
  },
  regeneration: {
    summary: 'Chaque fois qu’elle inflige des Blessures, la Forteresse de son propriétaire recule d’un cran.',
    paragraphs: [
      'Chaque fois qu’elle inflige des Blessures à une cible, décalez votre propre Forteresse d’un emplacement vers la gauche dans votre main : un PV de regagné.',
      'Un Fort déjà à l’extrémité gauche redevient Bastion et va au deuxième emplacement en partant de la droite. Dans Erret, chaque cible qui perd vraiment des PV compte : Splash ou Perforation peuvent donner plusieurs crans ; un coup annulé par Protection n’en donne aucun. Pour l’IA du mode Solo, la carte du dessus de sa défausse retourne sur sa pioche.',
    ],
  },
  sharpening: {
    summary: 'Les Blessures en trop sur une Créature détruite vont à sa Forteresse.',
    paragraphs: [
      'Quand ses Blessures détruisent une Créature, ce qui dépasse les PV restants de cette Créature n’est pas perdu : cela frappe la Forteresse du propriétaire de la Créature détruite.',
      'Si un seul coup détruit plusieurs Créatures (Splash, Perforation), les excédents s’additionnent et sont infligés en une fois. Un coup annulé par Protection ne laisse aucun excédent.',
    ],
  },
  splash: {
    summary: 'Touche aussi la Créature au même emplacement sur l’autre ligne.',
    paragraphs: [
      'Ses Blessures frappent la cible et la Créature adverse au même emplacement sur la ligne voisine, en un seul coup. Si cet emplacement est vide, le coup supplémentaire est perdu.',
      'Elle n’atteint que des Créatures : une attaque contre la Forteresse ne déclenche rien. La Protection de la cible principale n’arrête pas le coup latéral.',
    ],
  },
  sprint: {
    summary: 'Fonce vers le Pont en attaquant : +1 Blessure par Créature dépassée.',
    paragraphs: [
      'Chaque fois qu’elle attaque, avancez-la sur sa ligne jusqu’à ce qu’elle touche le Pont. Jusqu’à la fin de l’Assaut, elle inflige +1 Blessure par Créature dépassée.',
      'Un Symbiote posé sur une autre Créature compte pour deux Créatures dépassées. Sprint ne donne pas d’attaque supplémentaire. Arrivée au Pont, une Créature Aquatique double aussi ce bonus.',
    ],
  },
  symbiote: {
    summary: 'Peut se poser sur l’une de vos Créatures : les deux combattent comme une seule.',
    paragraphs: [
      'Quand vous l’invoquez, vous pouvez la poser sur une de vos Créatures déjà en jeu plutôt qu’au bout d’une ligne. Les deux additionnent leur Attaque, leurs PV et leurs capacités tant qu’elles restent en jeu ; détruites, elles reviennent toutes deux dans votre main, le Symbiote d’abord. Elle peut aussi être jouée seule.',
      'Une Créature qui a déjà Symbiote ne peut pas en accueillir une autre. Si l’une des deux cartes est Mercenaire, elle seule part chez l’adversaire. Avec Vulnérabilité, la paire n’inflige que les Blessures de Vulnérabilité. L’IA du mode Solo la pose sur sa Créature la plus proche du Pont sur cette ligne, ou la défausse sans payer s’il n’y en a pas.',
    ],
  },
  vanish: {
    summary: 'Quand elle survit à des Blessures, elle file au fond de sa ligne.',
    paragraphs: [
      'Après avoir subi au moins 1 Blessure sans être détruite, déplacez-la à l’emplacement le plus éloigné du Pont sur sa ligne ; les Créatures derrière elle avancent pour combler le vide.',
      'Cela se produit avant Instinct et — selon l’ordre d’activation de la v1.1 — avant l’attaque supplémentaire d’un attaquant Berserk, qui affronte alors la Créature suivante.',
    ],
  },
  vulnerability: {
    summary: 'Son attaque vaut X : chaque cible reste à exactement 1 PV.',
    paragraphs: [
      'Ses Blessures ne sont pas un nombre fixe : contre chaque cible, elle inflige les PV restants de la cible moins 1. Elle affaiblit au lieu de tuer ; avec Splash ou Perforation, chaque cible a son propre X.',
      'Sprint et Aquatique augmentent ou doublent X, et alors elle peut détruire. Contre la Forteresse adverse, elle la pousse au deuxième emplacement en partant de la droite sans retourner un Bastion. Contre la pioche de l’IA du mode Solo, elle inflige 0.',
    ],
  },
};
