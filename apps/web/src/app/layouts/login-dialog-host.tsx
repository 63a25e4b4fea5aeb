import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadDeferredTexts } from '../../lib/i18n.ts';
import { importWithReload } from '../../lib/lazy-reload.ts';
import { closeLoginDialog, useLoginDialog } from '../../lib/login-dialog.ts';

const loadDialog = () =>
  Promise.all([import('../../features/auth/components/login-dialog.tsx'), loadDeferredTexts()]).then(
    ([module]) => module,
  );

/** The dialog, its forms, the schemas and the human check load when the dialog first opens, not with the page. */
const LoginDialog = lazy(() =>
  importWithReload(loadDialog).then((module) => ({ default: module.LoginDialog })),
);

/** Starts loading the dialog when the pointer or the focus reaches a 'Log in' button. */
export function preloadLoginDialog(): void {
  loadDialog().catch(() => {
    // Opening the dialog tries again, and reloads the page once if the chunk is gone (lib/lazy-reload.ts).
  });
}

/** Where the login dialog lives: opened by `openLoginDialog()` from any 'Log in' button; a navigation closes it. */
export function LoginDialogHost() {
  const { open, tab } = useLoginDialog();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) closeLoginDialog();
  }, [pathname]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog tab={tab} onClose={closeLoginDialog} />
    </Suspense>
  );
}
