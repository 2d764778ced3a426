import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import PolicyUpdateScreen from './PolicyUpdateScreen';

const WAIT = { timeout: 5000 };

describe('Policy Update: files the server names', () => {
  it('downloads from our origins, opens other sites in a new tab, and links nothing else', async () => {
    const ours = `${window.location.origin}/files/scrapping-rules.pdf`;
    server.use(
      http.get('*/api/policies', () =>
        HttpResponse.json({
          policies: [
            { id: 1, title: 'Scrapping Rules 2021', file: ours },
            { id: 2, title: 'Ministry Notification', file: 'https://morth.example.gov.in/notification.pdf' },
            { id: 3, title: 'Fitness Rules', file: 'javascript:alert(document.cookie)' },
            { id: 4, title: 'Registration Rules', file: 'data:application/pdf;base64,JVBERi0=' },
          ],
        }),
      ),
    );
    render(
      <AppStoryFrame path="/policy-update">
        <PolicyUpdateScreen />
      </AppStoryFrame>,
    );
    const documents = await screen.findByRole('list', { name: 'Policy documents' }, WAIT);

    const download = within(documents).getByRole('link', { name: 'Scrapping Rules 2021' });
    expect(download).toHaveAttribute('href', ours);
    expect(download).toHaveAttribute('download');
    expect(download).not.toHaveAttribute('target');

    const external = within(documents).getByRole('link', { name: /^Ministry Notification/ });
    expect(external).toHaveAttribute('href', 'https://morth.example.gov.in/notification.pdf');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('download');

    expect(within(documents).getAllByRole('link')).toHaveLength(2);
    expect(within(documents).getByRole('heading', { name: 'Fitness Rules' })).toBeInTheDocument();
    expect(within(documents).getByRole('heading', { name: 'Registration Rules' })).toBeInTheDocument();
    expect(within(documents).getAllByText('Not available to download yet')).toHaveLength(2);
  });
});
