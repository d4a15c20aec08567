import { expect, test } from './fixtures';
import { loginAs } from './admin-helpers';

// Issue 28 item 13 at the real size (3,000 entrants: 60 pages of 50).
const frenchTotal = (n: number) => new Intl.NumberFormat('fr-FR').format(n).replace(/\s/g, '\\s');

test('the participants list offers its page numbers: the last page is one tap away, the current one is marked', async ({
  page,
}) => {
  await loginAs(page);
  await page.goto('/admin/participants');
  const pager = page.getByRole('navigation', { name: 'Pages de la liste' });
  await expect(pager).toContainText(new RegExp(`1–50 sur ${frenchTotal(3000)}`));
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Page 60', exact: true }).click();
  await expect(pager).toContainText(new RegExp(`${frenchTotal(2951)}–${frenchTotal(3000)} sur ${frenchTotal(3000)}`));
  await expect(page.getByTestId('admin-item')).toHaveCount(50);
  await expect(pager.getByRole('button', { name: 'Page 60', exact: true })).toHaveAttribute('aria-current', 'page');
  // Around the current page: 59 is offered, and page 30 is reached from there in two taps.
  await pager.getByRole('button', { name: 'Page 1', exact: true }).click();
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await pager.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(pager).toContainText(new RegExp(`101–150 sur ${frenchTotal(3000)}`));
});
