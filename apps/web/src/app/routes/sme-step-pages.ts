/**
 * The SME journey's step screens (decision 060) as one lazily loaded chunk: one dynamic import for the four keeps
 * the landing page's list of preloaded files as it was. Each reuses its feature's step of the individual journey.
 */

export * as smeEmailVerificationPage from '../../features/application/routes/sme-email-verification-page.tsx';
export * as smeDocumentUploadPage from '../../features/documents/routes/sme-document-upload-page.tsx';
export * as smeIdentityVerificationPage from '../../features/verification/routes/sme-identity-verification-page.tsx';
export * as smeVerificationCompletePage from '../../features/verification/routes/sme-verification-complete-page.tsx';
