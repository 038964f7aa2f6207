import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';

import { EARLY_CLICKS_SCRIPT } from '@/application/startup/earlyClicks';
import { NONCE } from '@/server/http/headers';

type Props = DocumentInitialProps & { nonce?: string };

/**
 * The document shell: applies the request's CSP nonce (made by proxy.ts and handed over in a
 * request header) to Next's own scripts, so the Content-Security-Policy allows them, and to the
 * one inline script of the head, which holds a click made before the app runs until it does
 * (`src/application/startup/earlyClicks.ts`).
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initialProps = await Document.getInitialProps(ctx);
    const header = ctx.req?.headers[NONCE];
    return { ...initialProps, nonce: typeof header === 'string' ? header : undefined };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          <meta name="theme-color" content="#00599c" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="manifest" href="/manifest.webmanifest" />
          <link rel="apple-touch-icon" href="/app-icons/apple-touch-icon-180.png" />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
