import type * as TcfCmpApi from '@iabtcf/cmpapi';
import type * as TcfCore from '@iabtcf/core';
import type { VendorList } from '@iabtcf/core';

import { CMP_ID, CMP_VERSION, TCF_PURPOSE_IDS } from './consentRules';
import type { ConsentDecision } from './consentSlice';
import vendorList from './vendor-list.json';

/**
 * The TCF v2.2 side of the consent manager, loaded on demand (dynamic import) so only visitors
 * who need it download the IAB libraries: encoding a decision into a TC string against the
 * bundled vendor list (the vendors this site can load), reading a stored one back, and publishing
 * `__tcfapi` through the IAB's CMP API.
 */

// The IAB TCF libraries' CommonJS builds: their ES module builds import one another in a circle
// that the bundler's module order breaks in the browser (a class used before its module ran).
/* eslint-disable @typescript-eslint/no-require-imports */
const { GVL, TCModel, TCString } = require('@iabtcf/core') as typeof TcfCore;
const { CmpApi } = require('@iabtcf/cmpapi') as typeof TcfCmpApi;
/* eslint-enable @typescript-eslint/no-require-imports */

/** The bundled vendor list as a GVL (built once: the library keeps no network dependency then). */
let gvl: TcfCore.GVL | null = null;
function bundledGvl(): TcfCore.GVL {
  gvl ??= new GVL(vendorList as unknown as VendorList);
  return gvl;
}

/** The ids of the bundled vendors. */
export function bundledVendorIds(): number[] {
  return Object.values(bundledGvl().vendors).map((vendor) => vendor.id);
}

/**
 * Encodes the consented purposes as a service-specific TC string. A vendor gets consent when the
 * visitor consented to at least one of the purposes it declares (a vendor also checks the purpose
 * consents themselves before acting on one). Nothing is based on legitimate interest.
 */
export function encodeConsent(purposes: readonly number[], now = new Date()): string {
  const list = bundledGvl();
  const model = new TCModel(list);
  model.cmpId = CMP_ID;
  model.cmpVersion = CMP_VERSION;
  model.consentScreen = 1;
  model.consentLanguage = 'EN';
  model.isServiceSpecific = true;
  model.created = now;
  model.lastUpdated = now;
  model.purposeConsents.set([...purposes]);
  model.vendorConsents.set(
    Object.values(list.vendors)
      .filter((vendor) => vendor.purposes.some((id) => purposes.includes(id)))
      .map((vendor) => vendor.id),
  );
  return TCString.encode(model);
}

/** The decision a stored TC string records, or null when it cannot be read. */
export function decodeConsent(tcString: string): ConsentDecision | null {
  try {
    const model = TCString.decode(tcString);
    return {
      tcString,
      purposes: TCF_PURPOSE_IDS.filter((id) => model.purposeConsents.has(id)),
    };
  } catch {
    return null;
  }
}

let cmpApi: TcfCmpApi.CmpApi | null = null;

/**
 * Publishes the TCF state on `__tcfapi` (the API is made on the first call; it adopts the calls
 * the stub queued): a TC string when GDPR applies ('' while the visitor has not decided), null when
 * it does not (`gdprApplies` false); `uiVisible` while the consent dialog shows.
 */
export function publishTcf(tcString: string | null, uiVisible = false): void {
  cmpApi ??= new CmpApi(CMP_ID, CMP_VERSION, true);
  cmpApi.update(tcString, uiVisible);
}
