import { get, json } from '../http';
import { qaCategories, questions } from '../seed/qa';

export const qaHandlers = [
  get('/qa-categories', (context) => json(context, { categories: qaCategories.all() })),

  get('/qa', (context) => {
    const categoryId = Number(context.url.searchParams.get('category_id'));
    return json(context, { qa: questions.where((row) => row.category_id === categoryId) });
  }),
];
