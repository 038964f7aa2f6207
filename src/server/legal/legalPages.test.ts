import type { GetServerSidePropsContext } from 'next';

import { HttpError } from '@/server/http/httpError';
import { providerRoutes } from '@/embedded/provider/routes';
import { CURRENT_POLICIES } from '@/embedded/provider/legal/policies';

import { setUpServerPageTests } from '@tests/support/serverPageTests';

import { getServerSideProps as faqPage } from '../../../pages/faq';
import { getServerSideProps as privacyPage } from '../../../pages/legal/privacy';
import { getServerSideProps as termsPage } from '../../../pages/legal/terms';
import { getServerSideProps as partnersPage } from '../../../pages/partners';
import { POLICY_VERSIONS_CACHE_KEY, readPolicyVersions } from './policyVersions.service';

/**
 * The legal pages, the partners page and the FAQ over the embedded provider: head metadata, the
 * policy versions its legal policy service reports, and the FAQPage structured data.
 */

function pageContext() {
  const res = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined };
  return {
    params: {},
    query: {},
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res,
    resolvedUrl: '/x',
  } as unknown as GetServerSidePropsContext;
}

interface Props {
  props: {
    seo: {
      title: string;
      description: string;
      canonical: string;
      breadcrumbs: { name: string; url: string }[];
      jsonLd?: Record<string, unknown>[];
    };
    policy?: { version: string } | null;
  };
}

/** Makes the provider's current-policies path fail (503) until the returned undo runs. */
function failingPolicies(): (() => void) & { calls: () => number } {
  let calls = 0;
  const route = {
    path: '/api/legal/policies/v1/current',
    methods: {
      GET: () => {
        calls += 1;
        throw new HttpError(503, 'Legal service down');
      },
    },
  };
  providerRoutes.unshift(route);
  const undo = () => {
    providerRoutes.splice(providerRoutes.indexOf(route), 1);
  };
  return Object.assign(undo, { calls: () => calls });
}

setUpServerPageTests({ WEATHER_UPSTREAM: 'demo', SITE_URL: 'https://weather.test' });

describe('the legal pages', () => {
  it('the Terms of Use carry the version the legal policy service reports, and their head', async () => {
    const { props } = (await termsPage(pageContext())) as Props;
    expect(props.policy).toEqual({ version: CURRENT_POLICIES.tou.version });
    expect(props.seo.title).toBe('Terms of Use | Parasol Weather');
    expect(props.seo.canonical).toBe('https://weather.test/legal/terms');
    expect(props.seo.description).toMatch(/^The terms for using Parasol Weather:/);
    expect(props.seo.breadcrumbs).toEqual([
      { name: 'Home', url: 'https://weather.test/' },
      { name: 'Terms of Use', url: 'https://weather.test/legal/terms' },
    ]);
  });

  it('the Privacy Policy carries its own version', async () => {
    const { props } = (await privacyPage(pageContext())) as Props;
    expect(props.policy).toEqual({ version: CURRENT_POLICIES.pp.version });
    expect(props.seo.title).toBe('Privacy Policy | Parasol Weather');
    expect(props.seo.canonical).toBe('https://weather.test/legal/privacy');
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual(['Home', 'Privacy Policy']);
  });

  it('renders without a version when the legal policy service fails, and keeps nothing', async () => {
    const undo = failingPolicies();
    try {
      const { props } = (await termsPage(pageContext())) as Props;
      expect(props.policy).toBeNull();
      expect(props.seo.canonical).toBe('https://weather.test/legal/terms');
      // The failure is not cached: the next read asks again, and succeeds once the service is back.
      const callsAfterPage = undo.calls();
      expect(callsAfterPage).toBeGreaterThan(0);
      expect(await readPolicyVersions()).toBeNull();
      expect(undo.calls()).toBeGreaterThan(callsAfterPage);
    } finally {
      undo();
    }
    expect(await readPolicyVersions()).toEqual({
      termsOfUse: CURRENT_POLICIES.tou.version,
      privacyPolicy: CURRENT_POLICIES.pp.version,
    });
  });

  it('reads the versions once for many pages (server cache)', async () => {
    const first = await readPolicyVersions();
    const undo = failingPolicies();
    try {
      expect(await readPolicyVersions()).toEqual(first);
      expect(undo.calls()).toBe(0);
    } finally {
      undo();
    }
    expect(POLICY_VERSIONS_CACHE_KEY).toMatch(/^legal:/);
  });
});

describe('the partners page', () => {
  it('has its head and breadcrumb trail', async () => {
    const { props } = (await partnersPage(pageContext())) as Props;
    expect(props.seo.title).toBe('Partners | Parasol Weather');
    expect(props.seo.canonical).toBe('https://weather.test/partners');
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual(['Home', 'Partners']);
  });
});

describe('the FAQ page', () => {
  it('has its head and FAQPage structured data with every question answered', async () => {
    const { props } = (await faqPage(pageContext())) as Props;
    expect(props.seo.title).toBe('Frequently Asked Questions | Parasol Weather');
    expect(props.seo.canonical).toBe('https://weather.test/faq');
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual([
      'Home',
      'Frequently Asked Questions',
    ]);
    const [faq] = props.seo.jsonLd ?? [];
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    const questions = (faq as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] })
      .mainEntity;
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(questions.length).toBeLessThanOrEqual(20);
    for (const question of questions) {
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
      // Link markup and placeholders never reach the structured data.
      expect(question.acceptedAnswer.text).not.toMatch(/\]\(|\{siteName\}/);
    }
    expect(questions.map((q) => q.name)).toContain(
      'Why does Parasol Weather open on a place I did not choose?',
    );
  });
});
