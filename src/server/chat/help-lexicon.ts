/**
 * General English (and the Hindi people mix in) that Quick Help needs to read a question the way a person
 * would: irregular word forms, words that mean the same thing, and place names that are context, not topics.
 * Built from ordinary English grammar and a thesaurus, not from any labelled question: a help page's topic
 * ("steal") then meets every way of saying it ("robbed", "pickpocketed", "chori ho gaya").
 */

import { stem } from './help-words.ts';

/**
 * Irregular forms -> base form (common English irregular verbs, comparatives and plurals). Regular forms
 * ("ripped", "fastest", "smudged") are read by rule in help-words.ts.
 */
export const IRREGULAR: Readonly<Record<string, string>> = Object.fromEntries(
  `arose:arise arisen:arise ate:eat eaten:eat beaten:beat became:become began:begin begun:begin bent:bend bit:bite
  bitten:bite blew:blow blown:blow broke:break broken:break brought:bring built:build burnt:burn bought:buy
  caught:catch chose:choose chosen:choose came:come dealt:deal did:do done:do drew:draw drawn:draw drank:drink
  drunk:drink drove:drive driven:drive fell:fall fallen:fall felt:feel fought:fight found:find flew:fly flown:fly
  forgot:forget forgotten:forget froze:freeze frozen:freeze got:get gotten:get gave:give given:give went:go gone:go
  grew:grow grown:grow hung:hang had:have heard:hear hid:hide hidden:hide held:hold kept:keep knew:know known:know
  laid:lay led:lead left:leave lent:lend lain:lie lost:lose made:make meant:mean met:meet paid:pay rode:ride
  ridden:ride rang:ring rung:ring rose:rise risen:rise ran:run said:say saw:see seen:see sought:seek sold:sell
  sent:send shook:shake shaken:shake shone:shine shot:shoot shown:show shrank:shrink sang:sing sung:sing sank:sink
  sunk:sink sat:sit slept:sleep spoke:speak spoken:speak spent:spend spilt:spill spoilt:spoil stood:stand
  stole:steal stolen:steal stuck:stick stung:sting struck:strike swore:swear sworn:swear swept:sweep swam:swim
  swum:swim took:take taken:take taught:teach tore:tear torn:tear told:tell thought:think threw:throw
  thrown:throw understood:understand woke:wake woken:wake wore:wear worn:wear wept:weep won:win wrote:write
  written:write better:good best:good worse:bad worst:bad children:child people:person men:man women:woman
  teeth:tooth feet:foot wives:wife lives:life`
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split(':').map(stem) as [string, string]),
);

/**
 * Words that mean the same thing for a help question, as classes: the first word is the one the topics
 * use, the rest are other ways to say it (other words, spellings and Hindi). A class widens a topic; it
 * never makes a word a topic by itself.
 */
const CLASS_LINES: readonly string[] = [
  // Losing a passport.
  'steal rob robbed robbery robber thief theft pickpocket pickpocketed snatch snatched burglary burgle burgled chori',
  'lose misplace mislay missing vanish disappear kho khoya khoyi gum gayab',
  // Damage.
  'damage damaged mutilate spoil ruin ruined kharab',
  'tear rip shred phat phata phati',
  'wet soak soaked drench drenched rain flood spill splash',
  'stain smudge smear blot blotch smudged stained',
  'burn scorch',
  'fade faded illegible peel peeling detach detached loose',
  // Speed.
  'fast quick speedy rapid swift jaldi',
  'urgent urgently immediate immediately soonest priority',
  'emergency',
  'unwell critical dying death died funeral hospital hospitalised hospitalized sick ill',
  'expedite accelerate hasten',
  // Time taken.
  'duration timeframe turnaround tat eta',
  // Money.
  'fee charge charges cost price rate rates paisa rupee rupees usd gbp cad aud euro dollar pound',
  'expensive costly pricey',
  'cheap affordable inexpensive',
  // Documents.
  'document paper paperwork kagaz kagzat kagaj proof papers',
  'checklist list',
  'require requirement mandatory compulsory necessary',
  'copy photocopy xerox',
  'attest attested notarise notarised notarize notarized',
  // People.
  'child kid baby infant toddler newborn bachcha bacha bachche bacche beta beti teen teenager',
  'parent mother father mom mum dad mummy papa',
  'husband wife spouse partner',
  'marriage married marry wedding shaadi shadi',
  'divorce divorced separation separated',
  // Names and looks.
  'surname lastname',
  'size big large small',
  'old previous earlier former',
  'change update modify alter remove drop',
  'kitna kitne kitni',
  'spelling spelt spelled',
  'correct correction fix rectify',
  'beard moustache mustache stubble',
  'signature autograph',
  'glasses specs spectacles eyeglasses sunglasses shades chashma',
  'smile smiling grin laugh',
  'background backdrop wall door curtain sheet',
  'headscarf hijab turban scarf dupatta veil niqab burqa pagdi',
  'jewellery jewelry earrings earring nosering ring bangle bracelet chain pendant piercing stud bindi tilak necklace',
  // Files.
  'scan scanned scanner',
  'compress resize reduce shrink',
  'combine merge join',
  // Address.
  'lease tenancy rent rental rented landlord',
  'electricity gas utility',
  // Getting there.
  'travel journey',
  'trip tour vacation holiday visit',
  'fly flight flying',
  'appointment slot booking',
  'courier post mail postal',
  // Safety.
  'secure security protected',
  'store storage retain retention',
  'bring carry',
  'safe safety',
  'privacy private confidential',
  'share shared sell',
  // Contact.
  'phone telephone mobile whatsapp',
  // Problems.
  'reject rejected refuse refused decline declined deny denied',
  'fail failed failing failure',
];

// Words are compared as Quick Help reads them: stemmed ("specs" -> "spec").
const CLASSES = CLASS_LINES.map((line) => line.split(/\s+/).map(stem));

/** Word -> the word its class stands for (its class's first word). */
export const SYNONYMS: ReadonlyMap<string, string> = new Map(
  CLASSES.flatMap(([head, ...rest]) => rest.map((w) => [w, head!] as [string, string])),
);

/** Every word the classes use, for the speller. */
export const LEXICON_WORDS: readonly string[] = CLASSES.flat();

/**
 * Places people name as context ("renewal time in canada", "trip to dubai"): known words, never a topic.
 * Countries and cities with large Indian communities, and Indian states and cities.
 */
export const PLACES = new Set(
  `usa america american canada uk britain england london scotland wales ireland dublin australia sydney melbourne
  perth brisbane zealand auckland singapore malaysia dubai uae abu dhabi sharjah qatar doha oman muscat kuwait
  bahrain saudi riyadh jeddah germany berlin munich frankfurt france paris netherlands amsterdam belgium
  switzerland zurich italy spain sweden norway denmark finland poland japan tokyo korea china hongkong kong
  thailand bangkok indonesia philippines nepal bangladesh lanka europe schengen africa kenya nairobi nigeria
  mauritius texas california york jersey chicago houston dallas seattle boston atlanta francisco sf
  toronto vancouver calgary montreal ottawa edmonton brampton mississauga birmingham manchester leicester
  india delhi mumbai bombay bangalore bengaluru chennai madras hyderabad kolkata calcutta pune ahmedabad goa
  kerala punjab gujarat tamil nadu karnataka andhra telangana bihar rajasthan maharashtra bengal chandigarh
  lucknow jaipur kochi cochin trivandrum abroad overseas home hometown country`
    .split(/\s+/)
    .map(stem),
);

/** Comparatives and adverbs ("quicker", "fastest", "urgently") are read only for words of a meaning class. */
const CLASS_WORDS = new Set(LEXICON_WORDS);

/** Regular base forms a word may have, most likely first ("ripped": ripp, rippe, rip). */
function regularBases(word: string): string[] {
  const out: string[] = [];
  for (const suffix of ['ing', 'ed', 'est', 'er', 'ly']) {
    if (word.length <= suffix.length + 2 || !word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    const bases = [base, `${base}e`];
    if (/(.)\1$/.test(base)) bases.push(base.slice(0, -1));
    if (base.endsWith('i')) bases.push(`${base.slice(0, -1)}y`);
    const classOnly = suffix === 'est' || suffix === 'er' || suffix === 'ly';
    // "going" -> "go", but "used" is not "us".
    const shortest = suffix === 'ing' ? 2 : 3;
    out.push(...bases.filter((b) => b.length >= shortest && (!classOnly || CLASS_WORDS.has(b))));
  }
  return out;
}

/** The concept a place name stands for in a topic ("go to @place"). */
export const PLACE = '@place';

/**
 * A word's base form and meaning: its irregular base ("stole" -> "steal"), else a regular base our words
 * know ("smudged" -> "smudge"), then the first word of its meaning class ("robbed" -> "steal").
 */
export class Lemmatizer {
  constructor(private readonly known: ReadonlySet<string>) {}

  base(word: string): string {
    const irregular = IRREGULAR[word];
    if (irregular) return irregular;
    return regularBases(word).find((b) => this.known.has(b) || CLASS_WORDS.has(b)) ?? word;
  }

  /** True when `form` is an inflected form of `base` ("separated" of "separate"). */
  inflects(form: string, base: string): boolean {
    return form !== base && (IRREGULAR[form] === base || regularBases(form).includes(base));
  }

  concept(word: string): string {
    if (PLACES.has(word)) return PLACE;
    const base = this.base(word);
    return SYNONYMS.get(word) ?? SYNONYMS.get(base) ?? base;
  }
}
