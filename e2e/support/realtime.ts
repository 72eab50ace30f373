import type { Page } from '@playwright/test';

/**
 * Resolves with the server's 'Joined' answer on /channelHub. Start it before the page connects:
 * an event published before the join would never reach the page.
 */
export function channelJoined(page: Page): Promise<string> {
  return new Promise<string>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/channelHub')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"Joined"')) resolve(payload);
      });
    });
  });
}
