import { answerParts, answerText, faqPageJsonLd, faqTopics } from './faqs';

describe('the FAQ data', () => {
  const topics = faqTopics({ siteName: 'Parasol Weather', supportEmail: null });
  const faqs = topics.flatMap((t) => t.faqs);

  it('has unique anchors for topics and questions', () => {
    const ids = [...topics.map((t) => t.id), ...faqs.map((f) => f.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to pages of the site', () => {
    for (const faq of faqs)
      for (const paragraph of faq.answer)
        for (const part of answerParts(paragraph))
          if (part.href !== undefined) expect(part.href).toMatch(/^\/[a-z]/);
  });

  it('splits link markup into text and links', () => {
    expect(answerParts('See the [map](/maps) and [FAQ](/faq#radar).')).toEqual([
      { text: 'See the ' },
      { text: 'map', href: '/maps' },
      { text: ' and ' },
      { text: 'FAQ', href: '/faq#radar' },
      { text: '.' },
    ]);
    expect(answerText({ answer: ['One [two](/x).', 'Three.'] })).toBe('One two.\n\nThree.');
  });

  it('makes a FAQPage with every question in order', () => {
    const jsonLd = faqPageJsonLd(topics) as { mainEntity: { name: string }[] };
    expect(jsonLd.mainEntity.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
  });
});
