import { useEffect, useRef, useState, type ComponentType } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { selectPageId, selectPageQuery } from '@/features/page/pageSlice';
import { selectCompliance, selectGpc, selectPrivacySetting } from '@/features/privacy';
import { selectIsBot } from '@/features/user/userSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sponsored';

import {
  mayLoadSponsored,
  sponsoredDisabled,
  sponsoredEntry,
  sponsoredPrivacyFlag,
  widgetRequest,
} from '../sponsoredRules';
import type { SponsoredFeedProps } from './SponsoredFeed';
import styles from './SponsoredContent.module.css';

const t = translator('sponsored', messages);

/**
 * The sponsored-content widget below a page's content ("Recommended for you"), where the
 * configuration lists the page. The first HTML holds its labelled, fixed-size box; after
 * hydration and the Global Privacy Control check, the feed (its own chunk) loads once and fills
 * it. Nothing for crawlers, when compliance turns ads off, or on an audit run (`?lighthouse=1`).
 */
export function SponsoredContent({ exclude }: { exclude?: string }) {
  const config = useAppSelector(selectConfig);
  const pageId = useAppSelector(selectPageId);
  const query = useAppSelector(selectPageQuery);
  const compliance = useAppSelector(selectCompliance);
  const gpc = useAppSelector(selectGpc);
  const isBot = useAppSelector(selectIsBot);
  const doNotSell = useAppSelector((s) => selectPrivacySetting(s, 'statePrivacy').optedOut);
  const limitUse = useAppSelector((s) => selectPrivacySetting(s, 'limitUseOfPI').optedOut);
  const [Feed, setFeed] = useState<ComponentType<SponsoredFeedProps> | null>(null);
  const loaded = useRef(false);

  const entry = sponsoredEntry(config?.sponsored, pageId, 'below_content');
  const disabled = !entry || sponsoredDisabled({ compliance, query, isBot });

  useEffect(() => {
    if (
      !mayLoadSponsored({
        disabled,
        gpcCheckComplete: gpc.checkComplete,
        alreadyLoaded: loaded.current,
      })
    )
      return;
    loaded.current = true;
    import('./SponsoredFeed')
      .then((m) => setFeed(() => m.SponsoredFeed))
      .catch((err: unknown) => console.warn('Sponsored content: the feed did not load', err));
  }, [disabled, gpc.checkComplete]);

  if (!entry || disabled) return null;
  const request = widgetRequest(
    entry,
    sponsoredPrivacyFlag({ compliance, gpcEnabled: gpc.enabled, doNotSell, limitUse }),
  );
  return (
    <section
      id={request.containerId}
      className={styles.widget}
      aria-labelledby={`${request.containerId}-heading`}
      data-mode={request.mode}
      data-placement={request.placementId}
      data-target={request.target}
      data-feed={request.feed}
      data-flush={request.flush ? 'true' : undefined}
      data-privacy={request.privacy}
    >
      <h2 id={`${request.containerId}-heading`} className={styles.heading}>
        {t('heading')}
      </h2>
      {Feed && (
        <Feed
          pageId={pageId}
          placementId={request.placementId}
          exclude={exclude}
          siteName={config?.siteName ?? ''}
        />
      )}
    </section>
  );
}
