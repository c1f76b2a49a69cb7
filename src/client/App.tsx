import { QueryClientProvider } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { PageErrorBoundary } from './components/layout/page-error-boundary.tsx';
import { Spinner } from './components/ui/card.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { EmailConfirmBanner } from './features/auth/email-confirm-banner.tsx';
import { hasSessionNow, useAuth } from './features/auth/use-auth.ts';
import { signInPathFor } from './features/auth/next-path.ts';
import { homePath } from './features/auth/stored-plan.ts';
import { LiveChatWidget } from './features/chat/live-chat-widget.tsx';
import { SiteTestModeBanner } from './features/config/site-test-mode-banner.tsx';
import { usePublicConfig } from './features/config/use-public-config.ts';
import { QuickHelpWidget } from './features/quick-help/quick-help-widget.tsx';
import { queryClient } from './lib/query.ts';
import { AuthPage } from './pages/auth-page.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { PUBLIC_PAGES } from './routes/public-pages.tsx';
import { SIGNED_IN_PAGES } from './routes/signed-in-pages.tsx';

function WithChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <div className="flex-1">{children}</div>
      <Footer />
    </div>
  );
}

/** A signed-out visit to a signed-in page: sign in first, then land back on it (query string and all). */
function SignInFirst() {
  const [path] = useLocation();
  const search = useSearch();
  if (hasSessionNow()) return null; // just signed in: the signed-in routes take over on the next render
  return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
}

/** Paths that only signed-in users have: these ask a visitor to sign in; other unknown paths show the landing. */
const SIGNED_IN_ONLY_PATHS = Object.keys(SIGNED_IN_PAGES).filter((path) => !(path in PUBLIC_PAGES));

function VisitorRoutes() {
  return (
    <PageErrorBoundary>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/login">
          <AuthPage alternative />
        </Route>
        <Route path="/auth">
          <AuthPage />
        </Route>
        {Object.entries(PUBLIC_PAGES).map(([path, Page]) => (
          <Route key={path} path={path}>
            <WithChrome>
              <Page />
            </WithChrome>
          </Route>
        ))}
        {SIGNED_IN_ONLY_PATHS.map((path) => (
          <Route key={path} path={path} component={SignInFirst} />
        ))}
        <Route component={LandingPage} />
      </Switch>
    </PageErrorBoundary>
  );
}

function HomeForPlan({ plan }: { plan: Parameters<typeof homePath>[0] }) {
  const target = homePath(plan);
  if (target !== '/') return <Redirect to={target} replace />;
  const Application = SIGNED_IN_PAGES['/application']!;
  return <Application />;
}

function SignedInRoutes({ plan }: { plan: Parameters<typeof homePath>[0] }) {
  const pages = { ...PUBLIC_PAGES, ...SIGNED_IN_PAGES };
  return (
    <WithChrome>
      <EmailConfirmBanner />
      <PageErrorBoundary>
        <Switch>
          <Route path="/">
            <HomeForPlan plan={plan} />
          </Route>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </PageErrorBoundary>
    </WithChrome>
  );
}

function Routes() {
  const { isLoading, isAuthenticated, user } = useAuth();
  // The config decides the test-mode banner above and the landing page's demo button: pages wait for it
  // (fetched alongside the session) so neither appears later and pushes the page down.
  const config = usePublicConfig();
  if (isLoading || config.isLoading) return <Spinner label="Loading..." />;
  return isAuthenticated && user ? <SignedInRoutes plan={user} /> : <VisitorRoutes />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteTestModeBanner />
      <Routes />
      <Toaster />
      <LiveChatWidget />
      <QuickHelpWidget />
    </QueryClientProvider>
  );
}
