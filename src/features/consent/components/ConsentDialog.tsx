import { useId, useState } from 'react';

import { Dialog } from '@/components/Dialog';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/consent';

import { purposesFor, TCF_PURPOSE_IDS } from '../consentRules';
import styles from './ConsentDialog.module.css';

const t = translator('consent', messages);

export interface ConsentDialogProps {
  siteName: string;
  /** The purposes ticked when "Manage choices" opens (the current decision's; none at first). */
  initialPurposes: readonly number[];
  /** The visitor decided: the purposes they consent to (sorted). */
  onDecide: (purposes: number[]) => void;
  /** Closed without deciding. */
  onClose: () => void;
}

/**
 * The GDPR consent dialog (modal): a short explanation and three buttons of the same look and
 * size, "Accept all", "Reject all" and "Manage choices"; the last shows a switch per TCF purpose
 * (1–10, their standard names) and "Save".
 */
export function ConsentDialog({
  siteName,
  initialPurposes,
  onDecide,
  onClose,
}: ConsentDialogProps) {
  const [managing, setManaging] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(initialPurposes));
  const id = useId();
  const toggle = (purpose: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(purpose);
      else next.delete(purpose);
      return next;
    });
  return (
    <Dialog
      title={t('dialog.title')}
      description={t('dialog.intro', { siteName })}
      onClose={onClose}
      closeLabel={t('dialog.close')}
      className={styles.dialog}
    >
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.choice}
          onClick={() => onDecide(purposesFor('all'))}
        >
          {t('dialog.acceptAll')}
        </button>
        <button
          type="button"
          className={styles.choice}
          onClick={() => onDecide(purposesFor('none'))}
        >
          {t('dialog.rejectAll')}
        </button>
        <button
          type="button"
          className={styles.choice}
          aria-expanded={managing}
          aria-controls={`${id}-purposes`}
          onClick={() => setManaging((open) => !open)}
        >
          {t('dialog.manage')}
        </button>
      </div>
      <div id={`${id}-purposes`} hidden={!managing}>
        {managing && (
          <fieldset className={styles.purposes}>
            <legend>{t('dialog.purposes')}</legend>
            <ul>
              {TCF_PURPOSE_IDS.map((purpose) => (
                <li key={purpose}>
                  <input
                    type="checkbox"
                    role="switch"
                    id={`${id}-${purpose}`}
                    checked={chosen.has(purpose)}
                    onChange={(event) => toggle(purpose, event.target.checked)}
                  />
                  <label htmlFor={`${id}-${purpose}`}>{t(`purpose.${purpose}`)}</label>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.choice}
              onClick={() => onDecide([...chosen].sort((a, b) => a - b))}
            >
              {t('dialog.save')}
            </button>
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
