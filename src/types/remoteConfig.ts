/** The remote flag values server rendering seeds (the `remoteConfig` key of the hydration payload). */
export interface RemoteConfigSeed {
  /** Every flag of the template, as strings; a flag absent here takes its in-app default. */
  values: Record<string, string>;
  /** The template version the values came from; null when they are the in-app defaults. */
  templateVersion: string | null;
}
