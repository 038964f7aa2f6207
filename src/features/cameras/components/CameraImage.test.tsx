import { fireEvent, render, screen } from '@testing-library/react';

import type { CameraSummary } from '@/types/cameras';

import { CameraImage } from './CameraImage';

const camera: CameraSummary = {
  id: 'iem-1',
  kind: 'weather',
  name: 'Main Street',
  latitude: 41.6,
  longitude: -93.6,
  distanceKm: 2.4,
  direction: 'NE',
  imageTime: '2026-11-23T09:05:00-06:00',
  imageUrl: '/web2/api/cameras/cam-1/image',
  imageWidth: 640,
  imageHeight: 480,
  demo: false,
  credit: 'Iowa Environmental Mesonet',
};

describe('CameraImage', () => {
  it("shows the camera's latest image, named for the camera", () => {
    render(<CameraImage camera={camera} priority />);
    expect(screen.getByRole('img', { name: 'Latest image from Main Street' })).toHaveAttribute(
      'src',
      '/web2/api/cameras/cam-1/image',
    );
  });

  it('says the image is not available when it does not come, instead of a broken picture', () => {
    render(<CameraImage camera={camera} />);
    fireEvent.error(screen.getByRole('img', { name: 'Latest image from Main Street' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Image not available at this time');
  });
});
