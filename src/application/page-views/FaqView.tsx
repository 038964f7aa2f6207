import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/faq';
import { AnswerParagraph, FaqList, faqTopics } from '@/features/faq';
import { useLegalContext } from '@/features/legal';
import type { PageProps } from '@/types/page';

import styles from './FaqView.module.css';

const t = translator('faq', messages);

/** Props of the FAQ page (its questions come from the FAQ data module and the configuration). */
export type FaqViewProps = PageProps;

/**
 * `/faq`: questions about the site grouped by topic, each answer in a disclosure widget that
 * works without JavaScript; the page's FAQPage structured data is made from the same data.
 */
export function FaqView(_props: FaqViewProps) {
  const { siteName, supportEmail } = useLegalContext();
  const topics = faqTopics({ siteName, supportEmail });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {supportEmail ? (
        <p className={styles.lead}>
          {t('contactWithEmail')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ) : (
        <AnswerParagraph className={styles.lead} paragraph={t('contactWithoutEmail')} />
      )}
      <nav className={styles.toc} aria-labelledby="faq-topics">
        <h2 id="faq-topics" className={styles.tocHeading}>
          {t('tableOfContents')}
        </h2>
        <ul className={styles.tocList}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`}>{topic.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <FaqList topics={topics} />
    </div>
  );
}
