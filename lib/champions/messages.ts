import { createT, defineMessages } from '../i18n/translate';
import type { BilingualMessage } from './types';

/** Champion domain texts: every message the domain returns carries both languages. */
export const championMessages = defineMessages({
  en: {
    costBase: 'Attack {attack} and Health {health}: ({counted} + {health}) / 2 − 1',
    costBaseIncantation: 'Damage {damage}: {counted} / 2 + 1',
    costAura: 'Aura: {ability}',
    costRoundedUp: 'Rounded up: the abilities cost more than twice the Attack and Health part',
    costRoundedDown: 'Rounded down: the abilities cost at most twice the Attack and Health part',
    costRoundedDownPlain: 'Rounded down',
    costFloor: 'A card never costs less than 0 Mana',
    warnXCountsAsOne: 'X counts as 1 for the cost.',
    warnAttackAbove: 'Attack {value} is above every official card (at most {max}).',
    warnHealthAbove: 'Health {value} is above every official card (at most {max}).',
    warnAbilitiesAbove: '{value} abilities: no official card has more than {max}.',
    warnAurasAbove: '{value} Auras: no official card has more than {max}.',
    warnManaAbove: 'A cost of {value} Mana is above every official Creature (at most {max}).',
    errNotObject: 'A Champion design must be an object with name, attack, health and abilities.',
    errDesignShape: 'A Champion design is a small object: this one is nested too deep or holds far too many values.',
    errNameMissing: 'Give your Champion a name.',
    errNameTooLong: 'The name is {length} characters long: {max} at most.',
    errNameMarkup: 'The name cannot contain < or >.',
    errNameControl: 'The name cannot contain control or invisible characters.',
    errNameCharacters:
      'The card cannot print “{char}” ({code}): use letters A to Z, with or without Western European accents (é, ñ, ø, œ…), digits, spaces and simple punctuation ({allowed}).',
    errAttack: 'Attack must be a whole number from {min} to {max} (or X, with the Vulnerability ability).',
    errAttackX: 'An Attack of X needs the Vulnerability ability.',
    errHealth: 'Health must be a whole number from {min} to {max}.',
    errAbilitiesList: 'Abilities must be a list of {ability, aura} entries.',
    errAbilitiesTooMany: 'A Champion has at most {max} abilities.',
    errAbilityUnknown: 'Unknown ability “{ability}”.',
    errAbilityNotChampion: '{ability} is not available to Champions.',
    errAbilityTwice: '{ability} is chosen more than once: each ability at most once (and once more as an Aura).',
    errAuraTwice: '{ability} is chosen more than once as an Aura: each Aura at most once.',
    errAbilityAura: '{ability} cannot be an Aura.',
    codecEmpty: 'This link holds no Champion.',
    codecTooLong: 'This Champion link is too long to be one of ours.',
    codecMalformed: 'This Champion link is damaged and cannot be read.',
    codecVersion: 'This Champion link was made by a newer version of Erret.',
    codecChecksum: 'This Champion link was changed or cut: its check does not match.',
    codecInvalid: 'This Champion link holds an invalid design: {reason}',
    imgEmpty: 'The file is empty.',
    imgTooLarge: 'The picture weighs {size} MB: the limit is {max} MB.',
    imgNotPicture: 'This file is not a picture: only PNG, JPEG and WebP are accepted, whatever its name says.',
    imgUnsupported: 'This is a {format} file: only PNG, JPEG and WebP pictures are accepted.',
    imgDamaged: 'This picture is damaged or incomplete and cannot be read.',
    imgTooManyPixels: 'The picture is {width} × {height} pixels: at most {max} pixels per side.',
    imgTooManyMegapixels:
      'The picture is {width} × {height} pixels: at most {max} million pixels can be read (half as many for a 16-bit picture).',
    imgLowResolution: 'The picture will print at about {dpi} DPI in the art frame: 300 DPI or more prints sharp.',
    bodyNotJson: 'The request body must be JSON, such as {"attack": 3, "health": 4, "abilities": []}.',
    bodyTooLarge: 'The request body is over {max} KB.',
    errAuthor:
      'The author is at most {max} characters: letters A to Z, with or without Western European accents (é, ñ, ø, œ…), digits, spaces and simple punctuation, without < or >.',
    errFraming: 'The framing must be {zoom: {min} to {max}, offsetX and offsetY: −1 to 1}.',
    errPictureField: 'The picture must be a PNG, JPEG or WebP file (or, in JSON, its base64 data URL).',
    errUploadTooLarge:
      'The upload weighs {size} MB: a Champion with its picture is at most {max} MB (the picture alone at most 5 MB).',
    errUploadOver:
      'The upload is over {max} MB: a Champion with its picture is at most {max} MB (the picture alone at most 5 MB).',
    errUploadForm: 'Send the Champion as multipart form data (fields "design" and "picture") or as JSON.',
    errPrintParam: 'Bad print option: {reason}.',
    errNotFound: 'No saved Champion has this id.',
    errNoPicture: 'This Champion has no picture: its card shows a generated motif.',
    errUnknownField: 'Unknown field “{field}”: a Champion has only {known}.',
    errBaseVersion: 'The baseVersion must be a version number (1 or more).',
    errVisibility: 'The visibility must be "public" (listed in the gallery) or "unlisted" (reached by its link only).',
    errBaseVersionTwice:
      'The baseVersion is given twice with different values ({query} in the address, {body} in the body).',
    errListParam: 'The {name} must be a whole number from {min} to {max}.',
    errTokenMissing: 'Editing needs the edit token (Authorization: Bearer <token> or ?token=).',
    errTokenWrong: 'This edit token does not open this Champion.',
    errConflict:
      'The Champion changed meanwhile: it is now at version {version}, and your changes were not saved. Reload the edit page to see that version, then make your changes again.',
    errUnreadable: 'This saved Champion no longer passes the design rules and cannot be drawn.',
  },
  fr: {
    costBase: 'Attaque {attack} et PV {health} : ({counted} + {health}) / 2 − 1',
    costBaseIncantation: 'Dégâts {damage} : {counted} / 2 + 1',
    costAura: 'Aura : {ability}',
    costRoundedUp: 'Arrondi au supérieur : les capacités coûtent plus du double de la part Attaque et PV',
    costRoundedDown: 'Arrondi à l’inférieur : les capacités coûtent au plus le double de la part Attaque et PV',
    costRoundedDownPlain: 'Arrondi à l’inférieur',
    costFloor: 'Une carte ne coûte jamais moins de 0 Mana',
    warnXCountsAsOne: 'X compte pour 1 dans le coût.',
    warnAttackAbove: 'Une Attaque de {value} dépasse toutes les cartes officielles (au plus {max}).',
    warnHealthAbove: '{value} PV dépassent toutes les cartes officielles (au plus {max}).',
    warnAbilitiesAbove: '{value} capacités : aucune carte officielle n’en a plus de {max}.',
    warnAurasAbove: '{value} Auras : aucune carte officielle n’en a plus de {max}.',
    warnManaAbove: 'Un coût de {value} Mana dépasse toutes les Créatures officielles (au plus {max}).',
    errNotObject: 'Un Champion doit être un objet avec un nom, une attaque, des PV et des capacités.',
    errDesignShape:
      'Un Champion est un petit objet : celui-ci est trop profondément imbriqué ou contient bien trop de valeurs.',
    errNameMissing: 'Donnez un nom à votre Champion.',
    errNameTooLong: 'Le nom fait {length} caractères : {max} au plus.',
    errNameMarkup: 'Le nom ne peut pas contenir < ou >.',
    errNameControl: 'Le nom ne peut pas contenir de caractères de contrôle ou invisibles.',
    errNameCharacters:
      'La carte ne peut pas imprimer « {char} » ({code}) : utilisez les lettres de A à Z, avec ou sans accents d’Europe de l’Ouest (é, ñ, ø, œ…), des chiffres, des espaces et une ponctuation simple ({allowed}).',
    errAttack: 'L’Attaque doit être un nombre entier de {min} à {max} (ou X, avec la capacité Vulnérabilité).',
    errAttackX: 'Une Attaque X nécessite la capacité Vulnérabilité.',
    errHealth: 'Les PV doivent être un nombre entier de {min} à {max}.',
    errAbilitiesList: 'Les capacités doivent être une liste d’entrées {ability, aura}.',
    errAbilitiesTooMany: 'Un Champion a au plus {max} capacités.',
    errAbilityUnknown: 'Capacité inconnue : « {ability} ».',
    errAbilityNotChampion: '{ability} n’est pas disponible pour les Champions.',
    errAbilityTwice:
      '{ability} est choisie plusieurs fois : chaque capacité au plus une fois (et une fois de plus en Aura).',
    errAuraTwice: '{ability} est choisie plusieurs fois en Aura : chaque Aura au plus une fois.',
    errAbilityAura: '{ability} ne peut pas être une Aura.',
    codecEmpty: 'Ce lien ne contient aucun Champion.',
    codecTooLong: 'Ce lien de Champion est trop long pour venir d’Erret.',
    codecMalformed: 'Ce lien de Champion est abîmé et illisible.',
    codecVersion: 'Ce lien de Champion vient d’une version plus récente d’Erret.',
    codecChecksum: 'Ce lien de Champion a été modifié ou coupé : son contrôle ne correspond pas.',
    codecInvalid: 'Ce lien de Champion contient un Champion invalide : {reason}',
    imgEmpty: 'Le fichier est vide.',
    imgTooLarge: 'L’image pèse {size} Mo : la limite est de {max} Mo.',
    imgNotPicture: 'Ce fichier n’est pas une image : seuls PNG, JPEG et WebP sont acceptés, quel que soit son nom.',
    imgUnsupported: 'Ce fichier est au format {format} : seules les images PNG, JPEG et WebP sont acceptées.',
    imgDamaged: 'Cette image est abîmée ou incomplète et ne peut pas être lue.',
    imgTooManyPixels: 'L’image fait {width} × {height} pixels : {max} pixels au plus par côté.',
    imgTooManyMegapixels:
      'L’image fait {width} × {height} pixels : {max} millions de pixels au plus peuvent être lus (moitié moins pour une image en 16 bits).',
    imgLowResolution:
      'L’image sera imprimée à environ {dpi} DPI dans le cadre : 300 DPI ou plus donne une impression nette.',
    bodyNotJson: 'Le corps de la requête doit être du JSON, par exemple {"attack": 3, "health": 4, "abilities": []}.',
    bodyTooLarge: 'Le corps de la requête dépasse {max} Ko.',
    errAuthor:
      'L’auteur tient en {max} caractères au plus : lettres de A à Z, avec ou sans accents d’Europe de l’Ouest (é, ñ, ø, œ…), chiffres, espaces et ponctuation simple, sans < ni >.',
    errFraming: 'Le cadrage doit être {zoom : {min} à {max}, offsetX et offsetY : −1 à 1}.',
    errPictureField: 'L’image doit être un fichier PNG, JPEG ou WebP (ou, en JSON, son URL data en base64).',
    errUploadTooLarge:
      'L’envoi pèse {size} Mo : un Champion et son image font au plus {max} Mo (l’image seule au plus 5 Mo).',
    errUploadOver:
      'L’envoi dépasse {max} Mo : un Champion et son image font au plus {max} Mo (l’image seule au plus 5 Mo).',
    errUploadForm: 'Envoyez le Champion en formulaire multipart (champs « design » et « picture ») ou en JSON.',
    errPrintParam: 'Option d’impression invalide : {reason}.',
    errNotFound: 'Aucun Champion enregistré ne porte cet identifiant.',
    errNoPicture: 'Ce Champion n’a pas d’image : sa carte montre un motif généré.',
    errUnknownField: 'Champ inconnu « {field} » : un Champion n’a que {known}.',
    errBaseVersion: 'baseVersion doit être un numéro de version (1 ou plus).',
    errVisibility:
      'La visibilité doit être « public » (dans la galerie) ou « unlisted » (accessible par son lien seulement).',
    errBaseVersionTwice:
      'baseVersion est donné deux fois avec des valeurs différentes ({query} dans l’adresse, {body} dans le corps).',
    errListParam: 'Le paramètre {name} doit être un nombre entier de {min} à {max}.',
    errTokenMissing: 'La modification demande le jeton d’édition (Authorization: Bearer <jeton> ou ?token=).',
    errTokenWrong: 'Ce jeton d’édition n’ouvre pas ce Champion.',
    errConflict:
      'Le Champion a changé entre-temps : il est maintenant en version {version}, et vos modifications n’ont pas été enregistrées. Rechargez la page de modification pour voir cette version, puis refaites vos modifications.',
    errUnreadable: 'Ce Champion enregistré ne respecte plus les règles de création et ne peut pas être dessiné.',
  },
});

export type ChampionMessageKey = keyof typeof championMessages.en;

const tEn = createT(championMessages, 'en');
const tFr = createT(championMessages, 'fr');

type Vars = Record<string, string | number>;

/** Both languages of a message; `varsFr` when a value differs by language (an ability's name). */
export function bilingual(key: ChampionMessageKey, vars?: Vars, varsFr: Vars | undefined = vars): BilingualMessage {
  return { message: tEn(key, vars), messageFr: tFr(key, varsFr) };
}
