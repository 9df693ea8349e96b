import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

function TwoTooltips() {
  return (
    <>
      <Tooltip title="Toggle sidebar">
        <button type="button">Menu</button>
      </Tooltip>
      <Tooltip title="Notifications">
        <button type="button">Bell</button>
      </Tooltip>
    </>
  );
}

const tooltip = (name: string) => screen.queryByRole('tooltip', { name });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
// MUI names a trigger by its tooltip's title: find the buttons by their text.
const hover = (text: string) => act(() => fireEvent.mouseOver(screen.getByText(text)));
const leave = (text: string) => act(() => fireEvent.mouseLeave(screen.getByText(text)));

/** The tooltip shows exactly when the 700 ms delay is over, not 1 ms before. */
const expectOpensAfterTheDelay = (name: string) => {
  advance(699);
  expect(tooltip(name)).not.toBeInTheDocument();
  advance(1);
  expect(tooltip(name)).toBeInTheDocument();
};

/** Points at the Menu button until its tooltip shows, then moves away: the tooltip closes. */
const showAndLeaveMenu = () => {
  hover('Menu');
  advance(700);
  expect(tooltip('Toggle sidebar')).toBeInTheDocument();
  leave('Menu');
  // MUI closes on a 0 ms timer (leaveDelay 0).
  advance(0);
};

describe('Tooltip (docs/product-rules.md#limits)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // Leaves no skip window open for the next test.
    advance(1000);
    jest.useRealTimers();
  });

  it('opens 700 ms after the pointer arrives, not before', () => {
    render(<TwoTooltips />);

    hover('Menu');
    expectOpensAfterTheDelay('Toggle sidebar');
  });

  it('never opens when the pointer leaves before 700 ms', () => {
    render(<TwoTooltips />);

    hover('Menu');
    advance(500);
    leave('Menu');
    advance(1000);
    expect(tooltip('Toggle sidebar')).not.toBeInTheDocument();
  });

  it('opens the next tooltip at once when the previous one closed less than 300 ms before', () => {
    render(<TwoTooltips />);
    showAndLeaveMenu();

    advance(250);
    hover('Bell');

    expect(tooltip('Notifications')).toBeInTheDocument();
  });

  it('waits the full 700 ms again once 300 ms have passed, though MUI alone would skip for 800 ms', () => {
    render(<TwoTooltips />);
    showAndLeaveMenu();

    advance(400);
    hover('Bell');
    expectOpensAfterTheDelay('Notifications');
  });

  it("still calls the caller's onClose", () => {
    const onClose = jest.fn();
    render(
      <>
        <Tooltip title="Toggle sidebar" onClose={onClose}>
          <button type="button">Menu</button>
        </Tooltip>
        <Tooltip title="Notifications">
          <button type="button">Bell</button>
        </Tooltip>
      </>,
    );
    showAndLeaveMenu();
    expect(onClose).toHaveBeenCalledTimes(1);

    advance(100);
    hover('Bell');
    expect(tooltip('Notifications')).toBeInTheDocument();
  });
});
