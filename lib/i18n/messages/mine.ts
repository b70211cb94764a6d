import { defineMessages } from '../translate';

/** The "Mine" page and the public-or-unlisted choice of the save forms. */
export const mineMessages = defineMessages({
  en: {
    title: 'Mine',
    intro:
      'Every deck and Champion saved or opened for editing in this browser, newest first, with its private edit link. The list and its links stay in this browser: nothing of it is sent anywhere.',
    loading: 'Reading the list kept in this browser…',
    empty: 'Nothing yet: decks and Champions you save, or open with their edit link, appear here.',
    kindDeck: 'Deck',
    kindChampion: 'Champion',
    untitled: '(untitled)',
    lastHere: 'Last saved or opened here: {date}',
    open: 'Public page',
    edit: 'Edit',
    forget: 'Remove from this list',
    forgotten: '“{name}” is off the list. It is still saved; its edit link is the only way back to editing it.',
    deleteDeck: 'Delete the deck',
    deleteChampion: 'Delete the Champion',
    deleteAsk: 'Delete “{name}” for good? Its page and history are gone for everyone; its deck code still works.',
    deleteAskChampion:
      'Delete “{name}” for good? Its page and history are gone for everyone, and decks that use it will show it as missing.',
    deleteConfirm: 'Yes, delete it',
    deleteKeep: 'Keep it',
    deleted: '“{name}” is deleted.',
    deleteGone: '“{name}” was already deleted: it is off the list.',
    deleteForbidden: 'This edit link does not open “{name}” any more: it was not deleted.',
    deleteFailed: '“{name}” could not be deleted (no answer from the server). Try again.',
    transferTitle: 'Move this list to another browser',
    transferIntro:
      'The file holds the edit links: whoever has it can edit your decks and Champions. Keep it as you would a password.',
    exportButton: 'Export the list (file)',
    importLabel: 'Import a list file',
    imported: '{count} decks and Champions read from the file; the list now holds {total}.',
    importTooLarge: 'This file is too large to be a list exported from Erret ({max} KB at most). Nothing was changed.',
    importNotJson: 'This file is not a list exported from Erret (it is not JSON). Nothing was changed.',
    importNotMine: 'This file is not a list exported from Erret. Nothing was changed.',
    importNewer: 'This list was exported by a newer version of Erret (version {version}). Nothing was changed.',
    importTooMany: 'This file holds more than {max} entries. Nothing was changed.',
    importBadEntry:
      'Entry {number} of this file is damaged (a deck or Champion needs its kind, id, name, date and edit token). Nothing was changed.',
    importUnreadable: 'This file could not be read. Nothing was changed.',
    visibilityLegend: 'Who can find it?',
    visibilityPublic: 'Public: listed in the gallery and its search',
    visibilityUnlisted: 'Unlisted: only people with its link',
    visibilityHint: 'You can change this later from the edit page.',
    saveAsPublic: '{action} — public',
    saveAsUnlisted: '{action} — unlisted',
    unlistedNote: 'Unlisted: this page is not in the gallery; only people with its link see it.',
  },
  fr: {
    title: 'Les miens',
    intro:
      'Chaque deck et Champion enregistré ou ouvert pour modification dans ce navigateur, du plus récent au plus ancien, avec son lien de modification privé. La liste et ses liens restent dans ce navigateur : rien n’en est envoyé nulle part.',
    loading: 'Lecture de la liste gardée dans ce navigateur…',
    empty:
      'Rien pour l’instant : les decks et Champions que vous enregistrez, ou ouvrez avec leur lien de modification, s’affichent ici.',
    kindDeck: 'Deck',
    kindChampion: 'Champion',
    untitled: '(sans nom)',
    lastHere: 'Enregistré ou ouvert ici en dernier : {date}',
    open: 'Page publique',
    edit: 'Modifier',
    forget: 'Retirer de cette liste',
    forgotten:
      '« {name} » n’est plus dans la liste. Il reste enregistré ; son lien de modification est le seul moyen de le modifier.',
    deleteDeck: 'Supprimer le deck',
    deleteChampion: 'Supprimer le Champion',
    deleteAsk:
      'Supprimer « {name} » pour de bon ? Sa page et son historique disparaissent pour tout le monde ; son code de deck reste valable.',
    deleteAskChampion:
      'Supprimer « {name} » pour de bon ? Sa page et son historique disparaissent pour tout le monde, et les decks qui l’utilisent l’indiqueront comme manquant.',
    deleteConfirm: 'Oui, le supprimer',
    deleteKeep: 'Le garder',
    deleted: '« {name} » est supprimé.',
    deleteGone: '« {name} » était déjà supprimé : il est retiré de la liste.',
    deleteForbidden: 'Ce lien de modification n’ouvre plus « {name} » : il n’a pas été supprimé.',
    deleteFailed: '« {name} » n’a pas pu être supprimé (pas de réponse du serveur). Réessayez.',
    transferTitle: 'Emporter cette liste dans un autre navigateur',
    transferIntro:
      'Le fichier contient les liens de modification : qui l’a peut modifier vos decks et Champions. Gardez-le comme un mot de passe.',
    exportButton: 'Exporter la liste (fichier)',
    importLabel: 'Importer un fichier de liste',
    imported: '{count} decks et Champions lus dans le fichier ; la liste en compte maintenant {total}.',
    importTooLarge:
      'Ce fichier est trop gros pour être une liste exportée d’Erret ({max} Ko au plus). Rien n’a changé.',
    importNotJson: 'Ce fichier n’est pas une liste exportée d’Erret (ce n’est pas du JSON). Rien n’a changé.',
    importNotMine: 'Ce fichier n’est pas une liste exportée d’Erret. Rien n’a changé.',
    importNewer:
      'Cette liste a été exportée par une version plus récente d’Erret (version {version}). Rien n’a changé.',
    importTooMany: 'Ce fichier contient plus de {max} entrées. Rien n’a changé.',
    importBadEntry:
      'L’entrée {number} de ce fichier est abîmée (un deck ou un Champion a besoin de son type, son identifiant, son nom, sa date et son jeton de modification). Rien n’a changé.',
    importUnreadable: 'Ce fichier n’a pas pu être lu. Rien n’a changé.',
    visibilityLegend: 'Qui peut le trouver ?',
    visibilityPublic: 'Public : dans la galerie et sa recherche',
    visibilityUnlisted: 'Non listé : seulement qui a son lien',
    visibilityHint: 'Vous pourrez changer cela plus tard depuis la page de modification.',
    saveAsPublic: '{action} — public',
    saveAsUnlisted: '{action} — non listé',
    unlistedNote: 'Non listé : cette page n’est pas dans la galerie ; seuls ceux qui ont son lien la voient.',
  },
});
