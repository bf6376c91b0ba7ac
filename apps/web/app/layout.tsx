import { isCrawler } from '@chairside/domain';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { getCspNonce } from '@/lib/request-context';
import { getSessionView } from '@/lib/session/view';
import { BotProtection } from '@/modules/bot-protection/BotProtection';
import { botProtectionConfig } from '@/modules/bot-protection/config';
import { SiteFooter } from '@/modules/layout/SiteFooter';
import { LoggedOutToast } from '@/modules/account/LoggedOutToast';
import { Analytics } from '@/modules/analytics/Analytics';
import { BuildUpdates } from '@/modules/build-updates/BuildUpdates';
import { currentBuildId } from '@/modules/build-updates/build-id';
import { errorReportingDsn } from '@/modules/error-reporting/config';
import { ErrorReporting } from '@/modules/error-reporting/ErrorReporting';
import { Personalisation } from '@/modules/personalisation/Personalisation';
import { personalisationScriptUrl } from '@/modules/personalisation/config';
import { PersonalisationScript } from '@/modules/personalisation/PersonalisationScript';
import { stagingOwner } from '@/modules/replenish/entry/owner';
import { StagingProvider } from '@/modules/replenish/entry/StagingProvider';
import { SiteHeader } from '@/modules/layout/SiteHeader';
import { ActingForBanner } from '@/modules/sales-rep/ActingForBanner';
import { ToastHost } from '@/modules/toasts/ToastHost';
import './globals.css';

// Never prerendered at build time: pages carry a per-request CSP nonce and read the API, which a build need not reach.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  description:
    'B2B ordering for dental and medical practices: contract prices, stock by shipping account and recurring REPLENISH orders.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: the CSP nonce and the session differ each time.
  await connection();
  // Both read the one remembered customer (React cache): the owner keys the staged REPLENISH items.
  const [session, stagingKeyOwner] = await Promise.all([getSessionView(), stagingOwner()]);
  const botProtection = botProtectionConfig();
  const personalisationScript = personalisationScriptUrl();
  const nonce = await getCspNonce();
  // Crawlers get no error reporting at all (spec §7).
  const reportErrors = !isCrawler((await headers()).get('user-agent'));
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {session.representative?.actingFor ? <ActingForBanner actingFor={session.representative.actingFor} /> : null}
        <SiteHeader session={session} />
        <StagingProvider owner={stagingKeyOwner}>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </StagingProvider>
        <SiteFooter />
        <ToastHost />
        {botProtection ? <BotProtection {...botProtection} nonce={nonce} /> : null}
        {reportErrors ? <ErrorReporting dsn={errorReportingDsn()} release={currentBuildId()} /> : null}
        <Suspense>
          <BuildUpdates buildId={currentBuildId()} />
        </Suspense>
        <Suspense>
          <LoggedOutToast />
        </Suspense>
        <Suspense>
          <Analytics loggedIn={session.loggedIn} />
        </Suspense>
        <Suspense>
          <Personalisation loggedIn={session.loggedIn} />
        </Suspense>
        {personalisationScript ? <PersonalisationScript src={personalisationScript} nonce={nonce} /> : null}
      </body>
    </html>
  );
}
