import { SiteLink } from '@/components/SiteLink';

import { answerParts, type FaqTopic } from '../faqs';
import styles from './FaqList.module.css';

/** One paragraph of an answer, its `[label](/path)` runs as links. */
export function AnswerParagraph({
  paragraph,
  className,
}: {
  paragraph: string;
  className?: string;
}) {
  return (
    <p className={className}>
      {answerParts(paragraph).map((part, i) =>
        part.href === undefined ? (
          part.text
        ) : (
          <SiteLink key={i} href={part.href}>
            {part.text}
          </SiteLink>
        ),
      )}
    </p>
  );
}

/**
 * The FAQ's topics, each an h2 with its questions as disclosure widgets (`<details>`): the
 * browser opens and closes them with the mouse or the keyboard, with no script, and the answers
 * are in the HTML for readers and search engines alike.
 */
export function FaqList({ topics }: { topics: readonly FaqTopic[] }) {
  return (
    <>
      {topics.map((topic) => (
        <section key={topic.id} className={styles.topic} aria-labelledby={topic.id}>
          <h2 id={topic.id} className={styles.heading}>
            {topic.heading}
          </h2>
          {topic.faqs.map((faq) => (
            <details key={faq.id} id={faq.id} className={styles.faq}>
              <summary className={styles.question}>{faq.question}</summary>
              <div className={styles.answer}>
                {faq.answer.map((paragraph, i) => (
                  <AnswerParagraph key={i} paragraph={paragraph} />
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
