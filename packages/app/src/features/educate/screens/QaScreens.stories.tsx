import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import QaCategoriesScreen from './QaCategoriesScreen';
import QaCategoryScreen from './QaCategoryScreen';
import QaDetailsScreen from './QaDetailsScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Q&A',
  tags: ['!autodocs'],
  component: QaCategoriesScreen,
  decorators: [withApp({ path: '/qa', signedInAs: 1 })],
} satisfies Meta<typeof QaCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The screens read the route's parameter, as the app's route table gives it.
const inCategory = () => (
  <Route path="/qa/:id">
    <QaCategoryScreen />
  </Route>
);
const inDetails = () => (
  <Route path="/qa/details/:id">
    <QaDetailsScreen />
  </Route>
);

const categories = stateStories({ endpoint: '/qa-categories' });
const questions = stateStories({
  endpoint: '/qa',
  app: { path: '/qa/3', signedInAs: 1 },
  render: inCategory,
});
const question = stateStories({
  endpoint: '/qa',
  app: { path: '/qa/details/11?qa_category_id=3', signedInAs: 1 },
  render: inDetails,
});

const questionsAnswer = (qa: unknown[]) => ({
  msw: { handlers: [http.get('*/api/qa', () => HttpResponse.json({ qa }))] },
});

/** The categories, each with its picture; Enter on one opens /qa/{id}. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Q&A categories');
    await expect(found).toHaveLength(6);
    within(found[2] as HTMLElement)
      .getByRole('link', { name: 'Blow Moulding' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/qa/3'), LOAD);
  },
};

export const NoCategories: Story = categories.empty({ answer: { categories: [] } });

export const CategoriesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...categories.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect(await listCards(canvasElement, 'Q&A categories')).toHaveLength(6),
  }),
};

/** A category's questions: who asked and what; each links to its page, carrying the category. */
export const Questions: Story = {
  decorators: [withApp({ path: '/qa/3', signedInAs: 1 })],
  render: inCategory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await listCards(canvasElement, 'Blow Moulding questions');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blow Moulding' })).toBeVisible();
    await expect(found).toHaveLength(5);
    await expect(found[0]).toHaveTextContent(/Asked by: \S/);
    await expect(within(found[0] as HTMLElement).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/qa\/details\/\d+\?qa_category_id=3$/),
    );
  },
};

/** A category nobody has asked in yet. */
export const NoQuestions: Story = questions.empty({ answer: { qa: [] } });

export const QuestionsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...questions.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await listCards(canvasElement, 'Blow Moulding questions')).toHaveLength(5),
  }),
};

/** A question's page: the question, who asked it, and that it has no answers yet. */
export const Question: Story = {
  decorators: [withApp({ path: '/qa/details/11?qa_category_id=3', signedInAs: 1 })],
  render: inDetails,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, LOAD)).toHaveTextContent(/\?$/);
    await expect(canvas.getByText(/^Asked by \S/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Answers' })).toHaveTextContent('No answers yet.');
  },
};

/** A server that sends questions without ids and without photos: each still has a page, by its place. */
export const QuestionWithoutId: Story = {
  decorators: [withApp({ path: '/qa/details/n2?qa_category_id=3', signedInAs: 1 })],
  parameters: questionsAnswer([
    { questionBy: 'Asha Rao', question: 'First?' },
    {
      questionBy: 'Vinod Krishnamurthy Subramaniam',
      questionByPhoto: null,
      question:
        'Our 20 litre HDPE jerrycans show a thin corner at the handle and fail the drop test at minus five degrees; is it the parison programme, the material or the mould cooling?',
    },
  ]),
  render: inDetails,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, LOAD)).toHaveTextContent(
      /^Our 20 litre HDPE jerrycans/,
    );
    await expect(canvas.getByText('Asked by Vinod Krishnamurthy Subramaniam')).toBeVisible();
  },
};

export const QuestionNotFound: Story = question.missing({ path: '/qa/details/4040?qa_category_id=3' });

/** A question's link without its category (and none stored): there is no way to find it. */
export const QuestionWithoutCategory: Story = question.missing({
  path: '/qa/details/11',
  storage: { qa_category_id: null },
});
