import { DEMO_ACCOUNT, fillSignIn, forgedUnexpiredToken } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { channelJoined } from './support/realtime.ts';
import { expect, test } from './support/test.ts';

test('the admin shell joins the lawyer channel on /channelHub', async ({ page }) => {
  const joined = channelJoined(page);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const message = JSON.parse(await joined) as { type: string };
  expect(message.type).toBe('Joined');
});

test('a token the server rejects (401) ends the session with the seed message', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('token_expediente', value);
  }, forgedUnexpiredToken());

  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByText('Credenciales no válidas')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token_expediente'))).toBeNull();

  // The wanted page is remembered across the rejection too.
  await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
});
