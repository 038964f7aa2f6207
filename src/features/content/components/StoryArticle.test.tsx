import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';

import { buildArticle } from '../fixtures';
import { StoryArticle } from './StoryArticle';

const article = buildArticle({
  bodyHtml:
    '<p>See the <a href="/faq/">FAQ</a> and the <a href="https://example.com/" rel="noopener noreferrer">source</a>.</p>',
});

beforeEach(() => mockRouter.setCurrentUrl('/news/lake-effect-snow-explained'));

describe('StoryArticle', () => {
  it("shows a page of the site linked from the story's body through the router", async () => {
    render(<StoryArticle article={article} videoAvailable={false} videoCaptions={null} />);
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(mockRouter).toMatchObject({ asPath: '/faq' });
  });

  it('leaves a link off the site to the browser', async () => {
    render(<StoryArticle article={article} videoAvailable={false} videoCaptions={null} />);
    const push = jest.spyOn(mockRouter, 'push');
    // After the page's own handler (on React's root): the browser's navigation, which jsdom lacks.
    const preventedBefore: boolean[] = [];
    const browser = (event: Event) => {
      preventedBefore.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    await userEvent.click(screen.getByRole('link', { name: 'source' }));
    document.removeEventListener('click', browser);
    expect(preventedBefore).toEqual([false]);
    expect(push).not.toHaveBeenCalled();
  });
});
