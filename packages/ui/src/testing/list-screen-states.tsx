import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
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
