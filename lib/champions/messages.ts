import { createT, defineMessages } from '../i18n/translate';
import type { BilingualMessage } from './types';

/** Champion domain texts: every message the domain returns carries both languages. */
export const championMessages = defineMessages({
  en: {
    costBase: 'Attack {attack} and Health {health}: ({attack} + {health}) / 2 − 1',
    costBaseIncantation: 'Damage {damage}: {damage} / 2 + 1',
    costAura: 'Aura: {ability}',
    costRoundedUp: 'Rounded up: abilities make up most of the cost',
    costRoundedDown: 'Rounded down: Attack and Health make up much of the cost',
    costRoundedDownIncantation: 'Rounded down',
    costFloor: 'A card never costs less than 0 Mana',
    warnXCountsAsOne: 'X counts as 1 for the cost.',
    warnAttackAbove: 'Attack {value} is above every official card (at most {max}).',
    warnHealthAbove: 'Health {value} is above every official card (at most {max}).',
    warnAbilitiesAbove: '{value} abilities: no official card has more than {max}.',
    warnAurasAbove: '{value} Auras: no official card has more than {max}.',
    warnManaAbove: 'A cost of {value} Mana is above every official Creature (at most {max}).',
    errNotObject: 'A Champion design must be an object with name, attack, health and abilities.',
    errNameMissing: 'Give your Champion a name.',
    errNameTooLong: 'The name is {length} characters long: {max} at most.',
    errNameMarkup: 'The name cannot contain < or >.',
    errNameControl: 'The name cannot contain control or invisible characters.',
    errNameCharacters: 'Use Latin letters, digits, spaces and simple punctuation ({allowed}) in the name.',
    errAttack: 'Attack must be a whole number from {min} to {max}, or X.',
    errAttackX: 'An Attack of X needs the Vulnerability ability.',
    errHealth: 'Health must be a whole number from {min} to {max}.',
    errAbilitiesList: 'Abilities must be a list of {ability, aura} entries.',
    errAbilitiesTooMany: 'A Champion has at most {max} abilities.',
    errAbilityUnknown: 'Unknown ability “{ability}”.',
    errAbilityNotChampion: '{ability} is not available to Champions.',
    errAbilityTwice: '{ability} is chosen more than once: each ability at most once.',
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
    imgLowResolution: 'The picture will print at about {dpi} DPI in the art frame: 300 DPI or more prints sharp.',
  },
  fr: {
    costBase: 'Attaque {attack} et Vie {health} : ({attack} + {health}) / 2 − 1',
    costBaseIncantation: 'Dégâts {damage} : {damage} / 2 + 1',
    costAura: 'Aura : {ability}',
    costRoundedUp: 'Arrondi au supérieur : les capacités font l’essentiel du coût',
    costRoundedDown: 'Arrondi à l’inférieur : l’Attaque et la Vie pèsent lourd dans le coût',
    costRoundedDownIncantation: 'Arrondi à l’inférieur',
    costFloor: 'Une carte ne coûte jamais moins de 0 Mana',
    warnXCountsAsOne: 'X compte pour 1 dans le coût.',
    warnAttackAbove: 'Une Attaque de {value} dépasse toutes les cartes officielles (au plus {max}).',
    warnHealthAbove: 'Une Vie de {value} dépasse toutes les cartes officielles (au plus {max}).',
    warnAbilitiesAbove: '{value} capacités : aucune carte officielle n’en a plus de {max}.',
    warnAurasAbove: '{value} Auras : aucune carte officielle n’en a plus de {max}.',
    warnManaAbove: 'Un coût de {value} Mana dépasse toutes les Créatures officielles (au plus {max}).',
    errNotObject: 'Un Champion doit être un objet avec un nom, une attaque, une vie et des capacités.',
    errNameMissing: 'Donnez un nom à votre Champion.',
    errNameTooLong: 'Le nom fait {length} caractères : {max} au plus.',
    errNameMarkup: 'Le nom ne peut pas contenir < ou >.',
    errNameControl: 'Le nom ne peut pas contenir de caractères de contrôle ou invisibles.',
    errNameCharacters: 'Utilisez des lettres latines, des chiffres, des espaces et une ponctuation simple ({allowed}) dans le nom.',
    errAttack: 'L’Attaque doit être un nombre entier de {min} à {max}, ou X.',
    errAttackX: 'Une Attaque X nécessite la capacité Vulnérabilité.',
    errHealth: 'La Vie doit être un nombre entier de {min} à {max}.',
    errAbilitiesList: 'Les capacités doivent être une liste d’entrées {ability, aura}.',
    errAbilitiesTooMany: 'Un Champion a au plus {max} capacités.',
    errAbilityUnknown: 'Capacité inconnue : « {ability} ».',
    errAbilityNotChampion: '{ability} n’est pas disponible pour les Champions.',
    errAbilityTwice: '{ability} est choisie plusieurs fois : chaque capacité au plus une fois.',
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
    imgLowResolution: 'L’image sera imprimée à environ {dpi} DPI dans le cadre : 300 DPI ou plus donne une impression nette.',
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
