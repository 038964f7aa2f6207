import { webManifestServerSideProps } from '@/server/notices/webManifest';

// The manifest names the configured native apps, so it is written per deployment.
export const getServerSideProps = webManifestServerSideProps;

export default function WebManifest() {
  return null;
}
