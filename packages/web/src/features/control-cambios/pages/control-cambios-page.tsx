import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/placeholder-page.tsx';

/** Target of the invited-user activation; the change control itself is another issue. */
export function ControlCambiosPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Control de cambios" description={`Control de cambios número ${id ?? ''}.`} />
  );
}
