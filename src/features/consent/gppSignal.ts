import { CmpApi, CmpDisplayStatus, CmpStatus, SignalStatus } from '@iabgpp/cmpapi';

import {
  CMP_ID,
  CMP_VERSION,
  gppApplicableSections,
  usnatFields,
  USNAT_SECTION_ID,
  type UsnatInput,
} from './consentRules';

/**
 * The GPP side of the consent manager, loaded on demand (dynamic import): `__gpp` through the
 * IAB's CMP API, with the US National (usnat) section built from the visitor's opt-outs.
 */

const USNAT = 'usnat';

let cmpApi: CmpApi | null = null;

/** The page's GPP API (made on the first call; it adopts the calls the stub queued). */
function gppApi(): CmpApi {
  if (!cmpApi) {
    cmpApi = new CmpApi(CMP_ID, CMP_VERSION);
    cmpApi.setSupportedAPIs([`${USNAT_SECTION_ID}:${USNAT}`]);
    cmpApi.setCmpStatus(CmpStatus.LOADED);
    cmpApi.setCmpDisplayStatus(CmpDisplayStatus.HIDDEN);
  }
  return cmpApi;
}

/**
 * Publishes the visitor's GPP signal: the applicable sections and, where usnat applies, its
 * fields (from the visitor's opt-outs and GPC); the signal is 'not ready' while they change and
 * 'ready' once set, and listeners hear a section change. Returns the GPP string.
 */
export function publishGpp(input: UsnatInput): string {
  const api = gppApi();
  const applicableSections = gppApplicableSections(input.regimeApplies);
  api.setSignalStatus(SignalStatus.NOT_READY);
  api.setApplicableSections(applicableSections);
  if (input.regimeApplies) {
    const fields = usnatFields(input);
    for (const [name, value] of Object.entries(fields)) api.setFieldValue(USNAT, name, value);
  } else if (api.hasSection(USNAT)) {
    api.deleteSection(USNAT);
  }
  api.setSignalStatus(SignalStatus.READY);
  api.fireSectionChange(USNAT);
  return api.getGppString();
}
