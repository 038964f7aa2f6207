import type { GetServerSideProps } from 'next';
import Head from 'next/head';

import { bareLayout } from '@/application/layout';
import { SignInExpired, SignInPanel } from '@/embedded/idp/components/SignInPanel';
import { getInteractionPageProps, type InteractionPageProps } from '@/embedded/idp/interactionPage';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/idp';

const t = translator('idp', messages);

/** The embedded identity provider's sign-in page (popup, iframe or modal; no site frame). */
export default function InteractionPage(props: InteractionPageProps) {
  return (
    <>
      <Head>
        <title>
          {t('pageTitle', {
            title: props.expired ? t('expired.title') : t('interaction.title'),
            siteName: props.siteName,
          })}
        </title>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {props.expired ? (
        <SignInExpired />
      ) : (
        <SignInPanel
          siteName={props.siteName}
          mode={props.mode}
          error={props.error}
          errorField={props.errorField}
          actions={props.actions}
        />
      )}
    </>
  );
}

InteractionPage.getLayout = bareLayout;

export const getServerSideProps: GetServerSideProps<InteractionPageProps> = (ctx) =>
  getInteractionPageProps(ctx);
