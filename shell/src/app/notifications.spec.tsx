import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { NotificationsProvider } from './notifications';

describe('NotificationsProvider', () => {
  it('focuses the notification area on F8', async () => {
    render(
      <NotificationsProvider>
        <button type="button">Elsewhere</button>
      </NotificationsProvider>,
    );
    const area = await screen.findByRole('region', { name: 'Notifications (F8)' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();

    fireEvent.keyDown(window, { key: 'F8' });

    expect(area).toHaveFocus();
  });
});
