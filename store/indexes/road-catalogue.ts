// Which road references the roads answers list, of what type, and the well-known names of the main ones.
import type { components } from '../../generated/openapi-types.js';

export type RoadType = components['schemas']['RoadSummary']['type'];

// The state network as the ETL writes it: AP-7, A-2, R-3, N-340 (N-340a is the old road kept beside a new one).
const STATE_REF = /^(AP|A|R|N)-(\d{1,4})(a?)$/;

/**
 * A- numbers from 100 up are mostly regional ordinary roads (Andalucía's A-3xx/A-4xx, Aragón's A-1xxx);
 * these are the autovías among them.
 */
const THREE_DIGIT_AUTOVIAS = new Set(['A-231', 'A-316', 'A-376', 'A-381']);

/**
 * Regional and urban dual carriageways known to be autovías or autopistas along (nearly) their whole length.
 * Galicia's AG- network and the "<prefix>-A<n>" form (EX-A1) are autovías by name, so they need no entry.
 */
const REGIONAL_AUTOVIAS = new Set([
  ...['M-11', 'M-12', 'M-23', 'M-31', 'M-40', 'M-45', 'M-50', 'M-503', 'M-506', 'M-607'],
  ...['B-20', 'B-23', 'C-16', 'C-32', 'C-33', 'C-58'],
  ...['CM-40', 'CM-41', 'CM-42', 'CV-30', 'CV-31', 'CV-35', 'V-21', 'V-23', 'V-30', 'V-31'],
  ...['GC-1', 'GC-2', 'GC-3', 'TF-1', 'TF-2', 'TF-5'],
  ...['RM-1', 'RM-2', 'RM-15', 'MU-30', 'SE-30', 'SE-40', 'CA-33', 'MA-20', 'Z-40', 'S-10', 'S-20', 'S-30'],
]);

const AUTOVIA_BY_NAME = /^(?:AG-\d+|[A-Z]{1,3}-A\d+)$/;

/** The type of a road reference, or null for roads the answers leave out (ordinary regional roads). */
export function roadType(ref: string): RoadType | null {
  const state = STATE_REF.exec(ref);
  if (state) {
    const [, network, number, old] = state;
    if (network === 'N') return 'national_road';
    // A lowercase "a" marks the old road beside a motorway or autovía, not the motorway itself.
    if (old) return null;
    if (network === 'AP' || network === 'R') return 'motorway';
    return Number(number) < 100 || THREE_DIGIT_AUTOVIAS.has(ref) ? 'dual_carriageway' : null;
  }
  return AUTOVIA_BY_NAME.test(ref) || REGIONAL_AUTOVIAS.has(ref) ? 'regional_dual_carriageway' : null;
}

/** Names in common use; roads not listed get null rather than a guess. */
const ROAD_NAMES: Readonly<Record<string, string>> = {
  'A-1': 'Autovía del Norte',
  'A-2': 'Autovía del Nordeste',
  'A-3': 'Autovía del Este',
  'A-4': 'Autovía del Sur',
  'A-5': 'Autovía del Suroeste',
  'A-6': 'Autovía del Noroeste',
  'A-7': 'Autovía del Mediterráneo',
  'A-8': 'Autovía del Cantábrico',
  'A-23': 'Autovía Mudéjar',
  'A-31': 'Autovía de Alicante',
  'A-44': 'Autovía de Sierra Nevada',
  'A-45': 'Autovía de Málaga',
  'A-49': 'Autovía del Quinto Centenario',
  'A-62': 'Autovía de Castilla',
  'A-66': 'Autovía Ruta de la Plata',
  'A-68': 'Autovía del Ebro',
  'AP-6': 'Autopista del Noroeste',
  'AP-7': 'Autopista del Mediterráneo',
  'AP-9': 'Autopista del Atlántico',
  'AP-68': 'Autopista Vasco-Aragonesa',
  'N-1': 'Carretera de Madrid a Irún',
  'N-2': 'Carretera de Madrid a Francia por Barcelona',
  'N-3': 'Carretera de Madrid a Valencia',
  'N-4': 'Carretera de Madrid a Cádiz',
  'N-5': 'Carretera de Madrid a Portugal por Badajoz',
  'N-6': 'Carretera de Madrid a La Coruña',
  'N-340': 'Carretera de Cádiz y Gibraltar a Barcelona',
  'N-630': 'Carretera de Gijón al puerto de Sevilla',
  'N-634': 'Carretera de San Sebastián a Santiago de Compostela',
};

export function roadName(ref: string): string | null {
  return ROAD_NAMES[ref] ?? null;
}

/** The slug of a reference: 'A-2' -> 'a-2', 'N-340a' -> 'n-340a'. */
export function roadSlug(ref: string): string {
  return ref.toLowerCase();
}
