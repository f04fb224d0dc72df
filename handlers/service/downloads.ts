// The open-data downloads, at stable addresses listed in the index.

export interface Download {
  name: string;
  format: 'csv' | 'json';
  /** Address under the API origin. */
  path: string;
  /** File name in the downloads of the snapshot being served (they are published together, core/data-dir.ts). */
  file: string;
  location: 'snapshot';
  description: string;
}

export const DOWNLOADS: readonly Download[] = [
  {
    name: 'stations',
    format: 'csv',
    path: '/downloads/stations.csv',
    file: 'stations.csv',
    location: 'snapshot',
    description: 'Every public station with its current prices (CSV, UTF-8, CC BY 4.0).',
  },
  {
    name: 'stations',
    format: 'json',
    path: '/downloads/stations.json',
    file: 'stations.json',
    location: 'snapshot',
    description: 'Every public station with its current prices (JSON, CC BY 4.0).',
  },
  {
    name: 'daily-prices',
    format: 'csv',
    path: '/downloads/daily-prices.csv.gz',
    file: 'daily-prices.csv.gz',
    location: 'snapshot',
    description:
      'The complete daily series kept (at least 90 days): one price per station, fuel and day (gzip CSV, CC BY 4.0).',
  },
];
