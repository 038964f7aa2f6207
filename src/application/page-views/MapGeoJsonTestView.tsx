import Head from 'next/head';

import { GeoJsonTestMap } from '@/features/maps';
import type { PageProps } from '@/types/page';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/maps';

import styles from './MapView.module.css';

const t = translator('maps', messages);

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
      <h1 className={styles.heading}>{t('test.heading')}</h1>
      <p>
        {t('test.intro')}
        <code>url</code>
        {t('test.introExample')}
        <code>url=/maps/sample.geojson</code>
        {t('test.introEnd')}
      </p>
      <GeoJsonTestMap sourceUrl={sourceUrl} />
    </div>
  );
}
