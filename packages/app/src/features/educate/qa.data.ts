import { getQaCategories, getQuestions, type Question } from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

export const qaCategories = defineResource('qa.categories', (_params: null, options) =>
  getQaCategories(options),
);

/**
 * A question of a category, with the key its page is found by: the server's id, or its place in the list
 * when the server sends none (the spec has no call for one question: its page looks it up in its category).
 */
export interface QuestionEntry extends Question {
  key: string;
}

export const questionsOfCategory = defineResource(
  'qa.questions',
  async (query: { categoryId: number }, options): Promise<QuestionEntry[]> =>
    (await getQuestions(query, options)).map((question, index) => ({
      ...question,
      key: question.id === null ? `n${index + 1}` : String(question.id),
    })),
);
