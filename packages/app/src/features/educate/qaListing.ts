import type { QaCategory } from '@plastihub/api-client';
import type { ListingCards } from '../../shared/listing/listingKind';
import type { QuestionEntry } from './qa.data';

/** The Q&A categories: a picture and a name, each opening `/qa/{id}` (the spec's route parameter). */
export const qaCategoryCards: ListingCards<QaCategory> = {
  detailPath: 'qaCategory',
  selectionOf: () => ({}),
  pathParamsOf: (category) => ({ id: category.id }),
  card: (category) => ({ title: category.name, imageSrc: category.image }),
};

/** A category's questions: the asker's photo and name, the question; each opens its own page. */
export const questionCards = (categoryId: number): ListingCards<QuestionEntry> => ({
  detailPath: 'qaDetails',
  selectionOf: () => ({ qaCategoryId: String(categoryId) }),
  pathParamsOf: (question) => ({ id: question.key }),
  card: (question) => ({
    title: question.question,
    imageSrc: question.askedByPhoto,
    meta: [{ label: 'Asked by', value: question.askedBy }],
  }),
});
