import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, text } from '../core/schema';

const qaCategorySchema = v.object({ id: id(), name: text(), image: text() });
export type QaCategory = v.InferOutput<typeof qaCategorySchema>;

const questionSchema = v.pipe(
  v.object({
    id: v.nullish(id(), null),
    questionBy: text(),
    questionByPhoto: text(),
    question: text(),
  }),
  v.transform((raw) => ({
    id: raw.id,
    askedBy: raw.questionBy,
    askedByPhoto: raw.questionByPhoto,
    question: raw.question,
  })),
);
/** A question of the Q&A list (answers are not part of the answer yet). */
export type Question = v.InferOutput<typeof questionSchema>;

/** GET /qa-categories. */
export async function getQaCategories(options?: CallOptions): Promise<QaCategory[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/qa-categories',
    schema: v.object({ categories: list(qaCategorySchema) }),
    options,
  });
  return body.categories;
}

/** GET /qa?category_id=: the questions of one category. */
export async function getQuestions(
  query: { categoryId: number },
  options?: CallOptions,
): Promise<Question[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/qa',
    params: { category_id: query.categoryId },
    schema: v.object({ qa: list(questionSchema) }),
    options,
  });
  return body.qa;
}
