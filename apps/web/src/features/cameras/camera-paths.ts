// spec §2 cameras: managements (list, create, update/{id}), locations (list, create/{lat}/{lng}, update/{id}), overview
export const CAMERA_OVERVIEW_PATH = '/admin/cameras/overview';
export const LOCATION_CREATE_AT = '/admin/cameras/locations/create/:lat/:lng';
export const locationCreatePath = (lat: number, lng: number) => `/admin/cameras/locations/create/${lat}/${lng}`;
