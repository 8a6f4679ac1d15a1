/**
 * Whether a "Xe cộ" listing is a car or a motorbike (issue #35 §4). The wizard asks no such
 * question — one category holds both — so the kind is read from what the seller did say: a brand
 * that makes only one kind, a known model of a brand that makes both, words of the title, and last
 * a clutch gearbox (only motorbikes are sold as "côn tay"). Null when nothing tells.
 */
import { toSearchText } from './search-text';
import type { VehicleFacts } from './vehicle';

export type VehicleKind = 'car' | 'motorbike';

const CAR_BRANDS = ['toyota', 'hyundai', 'kia', 'mazda', 'ford', 'mitsubishi', 'mercedes benz', 'mercedes', 'bmw', 'nissan', 'chevrolet', 'isuzu', 'lexus', 'peugeot', 'audi', 'volkswagen', 'subaru', 'mg'];
const MOTORBIKE_BRANDS = ['yamaha', 'piaggio', 'vespa', 'sym', 'ducati', 'kawasaki', 'harley davidson', 'ktm', 'benelli', 'gpx'];

/** Model words of the brands that make both (Honda, Suzuki, VinFast), as search text. */
const CAR_MODELS = ['city', 'civic', 'cr v', 'hr v', 'br v', 'accord', 'brio', 'jazz', 'swift', 'ertiga', 'xl7', 'ciaz', 'celerio', 'jimny', 'vitara', 'carry', 'fadil', 'lux', 'vf', 'vf3', 'vf5', 'vf6', 'vf7', 'vf8', 'vf9'];
const MOTORBIKE_MODELS = ['vision', 'sh', 'air blade', 'wave', 'winner', 'lead', 'future', 'blade', 'vario', 'click', 'pcx', 'cub', 'dream', 'sonic', 'cbr', 'rebel', 'raider', 'satria', 'axelo', 'viva', 'address', 'impulse', 'gsx', 'klara', 'evo', 'feliz', 'vento', 'theon', 'impes', 'ludo'];

/** Title phrases that name the kind outright, as search text. */
const CAR_WORDS = ['o to', 'oto', 'xe hoi', 'sedan', 'suv', 'ban tai', 'hatchback', 'xe 4 cho', 'xe 5 cho', 'xe 7 cho', 'so san', 'so tu dong'];
const MOTORBIKE_WORDS = ['xe may', 'tay ga', 'xe so', 'con tay', 'xe ga', 'moto'];

const CLUTCH_GEARBOX = 3;

/** Whether `text` (search text) holds `phrase` as whole words. */
function holdsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

function startsWithAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => text === phrase || text.startsWith(`${phrase} `));
}

function kindOfModel(model: string): VehicleKind | null {
  if (startsWithAny(model, CAR_MODELS)) return 'car';
  if (startsWithAny(model, MOTORBIKE_MODELS)) return 'motorbike';
  return null;
}

function kindOfTitle(title: string): VehicleKind | null {
  // Both kinds named ("đổi xe máy lấy ô tô") tells nothing.
  const car = CAR_WORDS.some((phrase) => holdsPhrase(title, phrase));
  const motorbike = MOTORBIKE_WORDS.some((phrase) => holdsPhrase(title, phrase));
  return car === motorbike ? null : car ? 'car' : 'motorbike';
}

/** The vehicle's kind, or null when neither the facts nor the title tell. */
export function vehicleKind(facts: Pick<VehicleFacts, 'brand' | 'model' | 'gearbox'>, title = ''): VehicleKind | null {
  const brand = toSearchText(facts.brand);
  if (CAR_BRANDS.includes(brand)) return 'car';
  if (MOTORBIKE_BRANDS.includes(brand)) return 'motorbike';
  // The model is often typed with its brand ("Honda Vision"); drop it before matching.
  const model = toSearchText(facts.model);
  const modelKind = kindOfModel(brand && model.startsWith(`${brand} `) ? model.slice(brand.length + 1) : model);
  if (modelKind) return modelKind;
  const titleKind = kindOfTitle(toSearchText(title));
  if (titleKind) return titleKind;
  return facts.gearbox === CLUTCH_GEARBOX ? 'motorbike' : null;
}
