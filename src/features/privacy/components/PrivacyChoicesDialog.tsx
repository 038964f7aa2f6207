import { useId, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Dialog } from '@/components/Dialog';
import { selectSiteName } from '@/features/config/configSlice';
import { PushPrivacyNote } from '@/features/push';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/privacyChoices';

import {
  selectGpc,
  selectPrivacySetting,
  updatePrivacyOptOut,
  type PrivacyKind,
} from '../privacySlice';
import { usePrivacyOptOutKinds } from './PrivacyOptOutLinks';
import styles from './PrivacyChoicesDialog.module.css';

const t = translator('privacyChoices', messages);

const PURPOSES: Record<PrivacyKind, { label: string; help: string }> = {
  statePrivacy: { label: t('manager.sale'), help: t('manager.saleHelp') },
  limitUseOfPI: { label: t('manager.sensitive'), help: t('manager.sensitiveHelp') },
};

/**
 * The privacy manager: the purposes the visitor's regime lets them refuse, each a checkbox
 * ("Allow …", ticked unless opted out), and "Save", which sends only the choices that changed.
 */
export function PrivacyChoicesDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const siteName = useAppSelector(selectSiteName);
  const kinds = usePrivacyOptOutKinds();
  const gpc = useAppSelector(selectGpc).enabled;
  const saleOptedOut = useAppSelector(
    (s) => selectPrivacySetting(s, 'statePrivacy').optedOut === true,
  );
  const sensitiveOptedOut = useAppSelector(
    (s) => selectPrivacySetting(s, 'limitUseOfPI').optedOut === true,
  );
  const current = { statePrivacy: saleOptedOut, limitUseOfPI: sensitiveOptedOut };
  const [optedOut, setOptedOut] = useState(current);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const save = async () => {
    setSaving(true);
    const changed = kinds.filter((kind) => optedOut[kind] !== current[kind]);
    const results = await Promise.all(
      changed.map((kind) => dispatch(updatePrivacyOptOut({ kind, optedOut: optedOut[kind] }))),
    );
    setSaving(false);
    if (results.every((r) => updatePrivacyOptOut.fulfilled.match(r))) setSaved(true);
  };
  return (
    <Dialog title={t('manager.title')} onClose={onClose} className={styles.dialog}>
      <p>{t('manager.intro', { siteName })}</p>
      {gpc && <p className={styles.note}>{t('manager.gpc')}</p>}
      <ul className={styles.purposes}>
        {kinds.map((kind) => {
          const locked = kind === 'statePrivacy' && gpc;
          return (
            <li key={kind}>
              <input
                type="checkbox"
                id={`${id}-${kind}`}
                aria-describedby={`${id}-${kind}-help`}
                checked={!optedOut[kind]}
                disabled={locked}
                onChange={(e) => {
                  setSaved(false);
                  setOptedOut((o) => ({ ...o, [kind]: !e.target.checked }));
                }}
              />
              <label htmlFor={`${id}-${kind}`}>{PURPOSES[kind].label}</label>
              <p id={`${id}-${kind}-help`} className={styles.help}>
                {PURPOSES[kind].help}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.save} onClick={save} disabled={saving}>
          {t('manager.save')}
        </button>
        <span role="status">{saved ? t('manager.saved') : ''}</span>
      </div>
      <PushPrivacyNote className={styles.note} />
    </Dialog>
  );
}
