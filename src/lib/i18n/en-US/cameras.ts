/** The weather and traffic camera pages. */
export const messages = {
  unavailable: 'Camera is not available at this time',
  listTitleWeather: '{place} Weather Cameras',
  listTitleTraffic: '{place} Traffic Cameras',
  listDescriptionWeather:
    'Live weather camera images near {place}: the latest picture of each camera, nearest first, with its distance and direction.',
  listDescriptionTraffic:
    'Live traffic camera images near {place}: the latest picture of each road camera, nearest first, with its distance and direction.',
  detailTitleWeather: '{camera}: {place} Weather Camera',
  detailTitleTraffic: '{camera}: {place} Traffic Camera',
  detailDescription:
    'The latest image of {camera}, {distance} from {place}, and other cameras nearby.',
  tabsLabel: 'Camera type',
  tabWeather: 'Weather cameras',
  tabTraffic: 'Traffic cameras',
  camerasLabel: 'Cameras near {place}',
  distance: '{km} km {direction}',
  distanceFrom: '{km} km {direction} of {place}',
  imageAlt: 'Latest image from {camera}',
  imageAltDemo: 'Latest image from {camera} (demo camera drawn from the demo weather model)',
  imageTaken: 'Image time',
  imageTimeUnknown: 'Image time not reported',
  demoBadge: 'Demo camera',
  demoNote:
    'Demo camera: the picture is drawn by this site from its demo weather model, not taken by a camera.',
  credit: 'Image: {credit}',
  viewCamera: 'View {camera}',
  backToList: 'All cameras near {place}',
  position: 'Camera position',
  positionValue: '{latitude}, {longitude} ({distance})',
  conditionsHeading: 'Conditions in {place} now',
  conditionsLine: '{condition}, {temperature}',
  otherCameras: 'Other cameras nearby',
  noOtherCameras: 'No other cameras nearby.',
  breadcrumbHome: 'Home',
} as const;
