import { questionsGeography } from './questions-geography';
import { questionsScience } from './questions-science';
import { questionsCulture } from './questions-culture';

/** A question in one language: the question, the answer shown to players, then other accepted wordings. */
type Wording = readonly [question: string, answer: string, ...alsoAccepted: string[]];

export interface BankQuestion {
  /** Stable name (questions.bank_key). */
  key: string;
  topic: string;
  ru: Wording;
  en: Wording;
  fr: Wording;
}

/** Real trivia, in every language of the platform; a 7x7 game draws 49 distinct questions from it. */
export const questionBank: readonly BankQuestion[] = [...questionsGeography, ...questionsScience, ...questionsCulture];
