export { AnswerParagraph, FaqList } from './components/FaqList';
export {
  answerParagraphText,
  answerParts,
  answerText,
  faqPageJsonLd,
  faqTopics,
  type AnswerPart,
  type Faq,
  type FaqContext,
  type FaqTopic,
} from './faqs';
