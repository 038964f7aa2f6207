import type { Generated } from 'kysely';

/** Row shape of `devices`: one per visitor device (the DeviceId, also the app instance id). */
export interface DevicesTable {
  id: string;
  language: string;
  /** JSON of the active location block, or null before one is chosen. */
  active_location: string | null;
  temp_unit: Generated<number>;
  wind_unit: Generated<number>;
  pressure_unit: Generated<number>;
  rain_unit: Generated<number>;
  /** Privacy opt-outs: null until the visitor chooses, then 0 or 1. */
  state_privacy_opt_out: number | null;
  limit_use_opt_out: number | null;
  gpc_signal: number | null;
  created_at: string;
  updated_at: string;
}

/** Row shape of `event_logs`: events posted to the embedded provider's /clog/v1/submit. */
export interface EventLogsTable {
  id: string;
  received_at: string;
  type: string;
  /** Event time, epoch milliseconds (bigint; PostgreSQL answers it as a string). */
  ts: number | string;
  device_id: string | null;
  metadata: string;
  data: string;
}

/** Row shape of `favorite_locations`: a device's saved places, ordered by `position` from zero. */
export interface FavoriteLocationsTable {
  id: string;
  device_id: string;
  position: number;
  /** JSON of the Locality (spec 000 §3). */
  locality: string;
  /** JSON of the chosen Station, or null for the default station. */
  station: string | null;
  default_station_route_string: string | null;
  created_at: string;
}

/** Every table Kysely knows about. Later migrations add theirs here. */
export interface Database {
  devices: DevicesTable;
  favorite_locations: FavoriteLocationsTable;
  event_logs: EventLogsTable;
}
