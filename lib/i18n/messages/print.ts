import { defineMessages } from '../translate';

/** The print form, the same on the deck page and the Champion page. */
export const printMessages = defineMessages({
  en: {
    paper: 'Paper',
    paperA4: 'A4',
    paperLetter: 'US Letter',
    bleed: 'Bleed',
    bleedNone: 'None',
    bleed3: '3 mm of artwork',
    marks: 'Cut guides',
    marksCrop: 'Crop marks outside the cards',
    marksLines: 'Thin cut lines',
    back: 'Add card backs for long-edge duplex, with an alignment test page',
    copies: 'Copies',
    copiesHelp: '1 to {max}: {max} fill one A4 sheet.',
    download: 'Download the PDF',
  },
  fr: {
    paper: 'Papier',
    paperA4: 'A4',
    paperLetter: 'Lettre US',
    bleed: 'Fond perdu',
    bleedNone: 'Aucun',
    bleed3: '3 mm d’illustration',
    marks: 'Repères de coupe',
    marksCrop: 'Traits de coupe hors des cartes',
    marksLines: 'Lignes de coupe fines',
    back: 'Ajouter les dos pour le recto verso bord long, avec une page de test d’alignement',
    copies: 'Exemplaires',
    copiesHelp: 'De 1 à {max} : {max} remplissent une feuille A4.',
    download: 'Télécharger le PDF',
  },
});
