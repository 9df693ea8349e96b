import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { renderWithProviders } from './render-with-providers';

export interface ListScreenStates {
  /** The list's route as the fetch stub names it ('GET /api/projects/3/sets'). */
  listRoute: string;
  renderScreen: () => ReactElement;
  /** How many placeholder cards show while the list loads. */
  placeholders: number;
  /** What the screen says when the project has none. */
  emptyText: string;
  /** The screen's page title (a level-1 heading) and the list's heading, shown from the start. */
  headings?: { pageTitle: string; listTitle: string };
}

/** The loading and empty tests of a screen that lists a project's items (a builder screen, a project tab). */
export function itShowsListLoadingAndEmpty({ listRoute, renderScreen, placeholders, emptyText, headings }: ListScreenStates): void {
  it(`shows ${headings ? 'its titles and ' : ''}${placeholders} placeholders while the list loads`, () => {
    stubFetch({ [listRoute]: PENDING });

    renderWithProviders(renderScreen());

    if (headings) {
      expect(screen.getByRole('heading', { level: 1, name: headings.pageTitle })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: headings.listTitle })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('skeleton')).toHaveLength(placeholders);
  });

  it('shows the empty text when the project has none', async () => {
    stubFetch({ [listRoute]: reply([]) });

    renderWithProviders(renderScreen());

    expect(await screen.findByText(emptyText)).toBeInTheDocument();
  });
}

export interface ProjectTab {
  /** The list's path under the project: 'sets' for 'GET /api/projects/3/sets'. */
  list: string;
  /** The list's loading and empty states. */
  states: Pick<ListScreenStates, 'placeholders' | 'emptyText'>;
  /** One item the list answers with; its card is named after it. */
  item: { name: string };
  /** The link to the item's builder. */
  addLink: { name: string; href: string };
}

/**
 * A project tab's tests (the tab shown for project 3), in a describe block named after it: its loading and empty states, then
 * its cards and the link to its builder; `more` adds the tab's own tests.
 */
export function describeProjectTab(Tab: ComponentType<{ projectId: number }>, { list, states, item, addLink }: ProjectTab, more?: () => void): void {
  const listRoute = `GET /api/projects/3/${list}`;
  describe(Tab.name, () => {
    itShowsListLoadingAndEmpty({ listRoute, renderScreen: () => <Tab projectId={3} />, ...states });

    it(`lists the ${list} and links ${addLink.name} to the builder`, async () => {
      stubFetch({ [listRoute]: reply([item]) });

      renderWithProviders(<Tab projectId={3} />);

      expect(await screen.findByRole('article', { name: item.name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: addLink.name })).toHaveAttribute('href', addLink.href);
    });

    more?.();
  });
}
