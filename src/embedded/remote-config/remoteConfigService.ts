import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import {
  embeddedProjectId,
  REMOTE_CONFIG_NAMESPACE,
  type FetchResponse,
} from '@/lib/remote-config';
import { fetchRequestSchema, pathIdSchema } from '@/lib/remote-config/schemas';
import type { SiteSettings } from '@/server/config/siteSettings';
import type { Database } from '@/server/db/database';
import { readTemplate, seedTemplateIfNew } from '@/server/remote-config/flags.repository';
import { seedFlags } from '@/server/remote-config/seedFlags';

/** A request to the embedded remote-config service, as its route received it. */
export interface RemoteConfigRequest {
  method: string;
  /** The path below the service's mount, e.g. `/v1/projects/local/namespaces/firebase:fetch`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The parsed JSON body (undefined when there was none). */
  body: unknown;
}

/** Its answer: a status, a JSON body and the headers to add. */
export interface RemoteConfigAnswer {
  status: number;
  body: FetchResponse | { error: string };
  headers: Record<string, string>;
}

const FETCH_PATH = /^\/v1\/projects\/([^/]+)\/namespaces\/([^/:]+):fetch$/;

const error = (status: number, message: string, headers: Record<string, string> = {}) => ({
  status,
  body: { error: message },
  headers,
});

/** The template's ETag: its version, quoted. */
const etagOf = (version: number) => `"${version}"`;

/**
 * The embedded remote-config service: Firebase Remote Config's fetch over the flags in the
 * database. The API key is checked when the configuration sets one (query `key=`), the project
 * must be the configured one (`remoteConfig.ProjectId`, or `local` when none is set), and the body
 * must be a fetch request. The answer holds every entry as a string and the template version;
 * `NO_CHANGE` (without entries) when `If-None-Match` names the current version, `NO_TEMPLATE`
 * for another namespace or an empty template.
 */
export async function handleRemoteConfigRequest(
  db: Kysely<Database>,
  settings: SiteSettings,
  req: RemoteConfigRequest,
): Promise<RemoteConfigAnswer> {
  const match = FETCH_PATH.exec(req.path);
  if (!match) return error(404, `No such remote-config call: ${req.path}`);
  if (req.method !== 'POST')
    return error(405, `Method ${req.method} not allowed`, { Allow: 'POST' });
  const { ApiKey } = settings.remoteConfig;
  if (ApiKey && req.query.key !== ApiKey) {
    return error(
      req.query.key ? 403 : 401,
      req.query.key ? 'API key not valid' : 'API key missing (query key=)',
    );
  }
  const [project, namespace] = [match[1] ?? '', match[2] ?? ''].map(decodeURIComponent);
  if (!pathIdSchema.safeParse(project).success || !pathIdSchema.safeParse(namespace).success) {
    return error(400, 'Malformed project or namespace');
  }
  if (project !== embeddedProjectId(settings.remoteConfig)) {
    return error(404, `Unknown project: ${project}`);
  }
  const parsed = fetchRequestSchema.safeParse(req.body);
  if (!parsed.success) return error(400, `Invalid fetch request: ${z.prettifyError(parsed.error)}`);

  await seedTemplateIfNew(db, seedFlags(settings));
  const template = await readTemplate(db);
  const etag = etagOf(template.version);
  const headers = { ETag: etag };
  const templateVersion = String(template.version);
  if (namespace !== REMOTE_CONFIG_NAMESPACE || template.flags.length === 0) {
    return { status: 200, body: { state: 'NO_TEMPLATE', templateVersion }, headers };
  }
  if (req.headers['if-none-match'] === etag) {
    return { status: 200, body: { state: 'NO_CHANGE', templateVersion }, headers };
  }
  const entries = Object.fromEntries(template.flags.map((f) => [f.name, f.value]));
  return { status: 200, body: { entries, state: 'UPDATE', templateVersion }, headers };
}
