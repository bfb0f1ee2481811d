import { cameraLocations } from '@console/shared/resources/cameras';
import type { Resource } from '@console/shared/resources/define-resource';
import { useParams } from 'react-router';
import { ResourceForm } from '../../../crud/resource-form';

/** a degree value of the path, when it is one (a hand-typed path may hold anything: the form then starts empty) */
function degrees(text: string | undefined, limit: number) {
  const value = Number(text);
  return text && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** spec §2 cameras/locations/create/{lat}/{lng}: the engine's form with the clicked point filled in */
export default function LocationCreatePage() {
  const params = useParams();
  const lat = degrees(params.lat, 90);
  const lng = degrees(params.lng, 180);
  return (
    <ResourceForm
      resource={cameraLocations as Resource}
      mode="create"
      preset={lat !== null && lng !== null ? { location: { lat, lng } } : undefined}
    />
  );
}
