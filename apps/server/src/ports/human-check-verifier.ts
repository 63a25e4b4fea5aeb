/** The "I'm not a robot" check of the public forms (security/human-check.ts). */
export interface HumanCheckVerifier {
  /** Throws the spec's errors: key missing, not ticked, invalid (bad, expired or already used). */
  verify(token: string | undefined): Promise<void>;
}
