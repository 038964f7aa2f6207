import Head from 'next/head';

import { GeoJsonTestMap } from '@/features/maps';
import type { PageProps } from '@/types/page';

import styles from './MapView.module.css';

/** The data of the GeoJSON test page: the `?url=` to draw, when it is a path on this site. */
export interface MapGeoJsonTestData {
  sourceUrl: string | null;
}

/** Props of the GeoJSON test page. */
export type MapGeoJsonTestViewProps = PageProps & MapGeoJsonTestData;

/** `/map-v2-test/geojson`: a test page that draws any GeoJSON on the map; never indexed. */
export function MapGeoJsonTestView({ sourceUrl }: MapGeoJsonTestViewProps) {
  return (
    <div className={styles.page}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={styles.heading}>GeoJSON map test</h1>
      <p>
        Paste GeoJSON (a FeatureCollection, a Feature or a geometry) and draw it, or load the
        bundled sample. A file on this site opens with the address parameter <code>url</code>, for
        example <code>url=/maps/sample.geojson</code>.
      </p>
      <GeoJsonTestMap sourceUrl={sourceUrl} />
    </div>
  );
}
