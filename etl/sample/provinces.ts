// The 52 provinces (INE codes, the ministry's names and community ids) and how many sample stations each gets.
// Counts follow the real network's rough size per province, so national totals and rankings look familiar.

/** A real municipality the sample places stations in (approximate public coordinates of its centre). */
export interface Town {
  /** Municipality name in the ministry's style ("Rozas de Madrid (Las)"). */
  name: string;
  lat: number;
  lng: number;
  /** Relative share of the province's stations; 1 when absent. */
  weight?: number;
  /** Radius in km around the centre where stations go; smaller on coasts and islands to stay on land. */
  spread?: number;
  /** Roads through the town with the approximate kilometre point there: "A-4:400 N-432:250". */
  roads?: string;
}

export interface ProvinceDef {
  code: string; // INE = the ministry's IDProvincia
  name: string; // the ministry's spelling
  ccaa: string; // the ministry's IDCCAA
  stations: number;
}

export const PROVINCES: readonly ProvinceDef[] = [
  { code: '01', name: 'ARABA/ÁLAVA', ccaa: '16', stations: 85 },
  { code: '02', name: 'ALBACETE', ccaa: '07', stations: 175 },
  { code: '03', name: 'ALICANTE', ccaa: '10', stations: 450 },
  { code: '04', name: 'ALMERÍA', ccaa: '01', stations: 220 },
  { code: '05', name: 'ÁVILA', ccaa: '08', stations: 85 },
  { code: '06', name: 'BADAJOZ', ccaa: '11', stations: 260 },
  { code: '07', name: 'BALEARS (ILLES)', ccaa: '04', stations: 175 },
  { code: '08', name: 'BARCELONA', ccaa: '09', stations: 715 },
  { code: '09', name: 'BURGOS', ccaa: '08', stations: 200 },
  { code: '10', name: 'CÁCERES', ccaa: '11', stations: 185 },
  { code: '11', name: 'CÁDIZ', ccaa: '01', stations: 280 },
  { code: '12', name: 'CASTELLÓN / CASTELLÓ', ccaa: '10', stations: 225 },
  { code: '13', name: 'CIUDAD REAL', ccaa: '07', stations: 225 },
  { code: '14', name: 'CÓRDOBA', ccaa: '01', stations: 235 },
  { code: '15', name: 'CORUÑA (A)', ccaa: '12', stations: 295 },
  { code: '16', name: 'CUENCA', ccaa: '07', stations: 120 },
  { code: '17', name: 'GIRONA', ccaa: '09', stations: 250 },
  { code: '18', name: 'GRANADA', ccaa: '01', stations: 280 },
  { code: '19', name: 'GUADALAJARA', ccaa: '07', stations: 115 },
  { code: '20', name: 'GIPUZKOA', ccaa: '16', stations: 130 },
  { code: '21', name: 'HUELVA', ccaa: '01', stations: 155 },
  { code: '22', name: 'HUESCA', ccaa: '02', stations: 155 },
  { code: '23', name: 'JAÉN', ccaa: '01', stations: 210 },
  { code: '24', name: 'LEÓN', ccaa: '08', stations: 220 },
  { code: '25', name: 'LLEIDA', ccaa: '09', stations: 225 },
  { code: '26', name: 'RIOJA (LA)', ccaa: '17', stations: 105 },
  { code: '27', name: 'LUGO', ccaa: '12', stations: 155 },
  { code: '28', name: 'MADRID', ccaa: '13', stations: 765 },
  { code: '29', name: 'MÁLAGA', ccaa: '01', stations: 375 },
  { code: '30', name: 'MURCIA', ccaa: '14', stations: 385 },
  { code: '31', name: 'NAVARRA', ccaa: '15', stations: 260 },
  { code: '32', name: 'OURENSE', ccaa: '12', stations: 120 },
  { code: '33', name: 'ASTURIAS', ccaa: '03', stations: 225 },
  { code: '34', name: 'PALENCIA', ccaa: '08', stations: 85 },
  { code: '35', name: 'PALMAS (LAS)', ccaa: '05', stations: 200 },
  { code: '36', name: 'PONTEVEDRA', ccaa: '12', stations: 225 },
  { code: '37', name: 'SALAMANCA', ccaa: '08', stations: 140 },
  { code: '38', name: 'SANTA CRUZ DE TENERIFE', ccaa: '05', stations: 165 },
  { code: '39', name: 'CANTABRIA', ccaa: '06', stations: 140 },
  { code: '40', name: 'SEGOVIA', ccaa: '08', stations: 85 },
  { code: '41', name: 'SEVILLA', ccaa: '01', stations: 410 },
  { code: '42', name: 'SORIA', ccaa: '08', stations: 60 },
  { code: '43', name: 'TARRAGONA', ccaa: '09', stations: 270 },
  { code: '44', name: 'TERUEL', ccaa: '02', stations: 85 },
  { code: '45', name: 'TOLEDO', ccaa: '07', stations: 295 },
  { code: '46', name: 'VALENCIA / VALÈNCIA', ccaa: '10', stations: 575 },
  { code: '47', name: 'VALLADOLID', ccaa: '08', stations: 175 },
  { code: '48', name: 'BIZKAIA', ccaa: '16', stations: 185 },
  { code: '49', name: 'ZAMORA', ccaa: '08', stations: 95 },
  { code: '50', name: 'ZARAGOZA', ccaa: '02', stations: 295 },
  { code: '51', name: 'CEUTA', ccaa: '18', stations: 12 },
  { code: '52', name: 'MELILLA', ccaa: '19', stations: 10 },
];
