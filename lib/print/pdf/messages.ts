import { defineMessages } from '../../i18n/translate';

export const sheetMessages = defineMessages({
  en: {
    title: 'Erret print-and-play',
    alignFront: 'Duplex alignment test: front',
    alignBack: 'Duplex alignment test: back',
    alignHelp: 'Print this pair double-sided, flipping on the long edge, then hold the sheet to the light.',
    alignHelp2: 'The crosses should coincide; the scale shows how many millimetres the back is off.',
    backSubtitle: 'print-and-play',
  },
  fr: {
    title: 'Erret : planche à imprimer',
    alignFront: 'Test d’alignement recto verso : recto',
    alignBack: 'Test d’alignement recto verso : verso',
    alignHelp:
      'Imprimez ces deux pages en recto verso (retournement bord long), puis regardez la feuille à contre-jour.',
    alignHelp2: 'Les croix doivent se superposer ; la règle indique de combien de millimètres le verso est décalé.',
    backSubtitle: 'à imprimer',
  },
});
