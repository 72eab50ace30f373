import { PlaceholderPage } from '../../../ui/placeholder-page.tsx';

/** /admin/profile: the profile and billing form come with the billing issue. */
export function ProfilePage() {
  return <PlaceholderPage title="MI CUENTA" />;
}
