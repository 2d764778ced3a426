/**
 * Story settings that render at a 360 x 740 phone (the smallest screen we design for),
 * both in Storybook and in the story test run.
 */
export const phoneStory = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
