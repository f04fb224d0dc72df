// One loaded snapshot of the data, immutable while it is served.

export interface Dataset {
  /** Identifier of the snapshot (its directory name). */
  readonly version: string;
  /** The register's own time of the data, ISO 8601 UTC. */
  readonly sourceTime: string;
  /** The register's date of the data (Europe/Madrid), YYYY-MM-DD. */
  readonly sourceDate: string;
  /** true when this is the project's generated sample, not the ministry's register. */
  readonly isSample: boolean;
  /** Number of stations that sell to the public. */
  readonly publicStationCount: number;
  /** Frees what the dataset holds once no request uses it any more. */
  release(): void;
}
