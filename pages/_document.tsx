import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import type { ReactElement } from 'react';

import { paintFirstScripts } from '@/application/document/paintFirstScripts';
import { renderPageShared } from '@/server/pages/sharedRenders';

type Props = DocumentInitialProps & { nonce?: string };
type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The head with Next's start-up scripts run once the page has been painted (paintFirstScripts). The
 * page's dynamic chunks (next/dynamic parts rendered on the server) join the loader in front of the
 * others, in the order Next writes them.
 */
class PaintFirstHead extends Head {
  getDynamicChunks(): (ReactElement | null)[] {
    return [];
  }

  getScripts(files: DocumentFiles): ReactElement[] {
    return paintFirstScripts(
      [...super.getDynamicChunks(files), ...super.getScripts(files)],
      this.props.nonce,
    );
  }
}

/**
 * The document shell; applies the request's CSP nonce (set by proxy.ts) to Next's scripts, which
 * the head starts after the page's first paint (PaintFirstHead).
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    // The page's body, shared by requests of the same page with the same props (sharedRenders).
    const initialProps = await renderPageShared(ctx, Document.getInitialProps);
    const header = ctx.req?.headers['x-nonce'];
    return { ...initialProps, nonce: typeof header === 'string' ? header : undefined };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <PaintFirstHead nonce={nonce}>
          <meta name="theme-color" content="#00599c" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
