import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from './page-loading.tsx';
import { SiteFrame } from './site-frame.tsx';

/** The app router's root layout: every page inside the site's frame, the scroll restored on back and forward. */
export function SiteLayout() {
  return (
    <>
      <SiteFrame>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}
