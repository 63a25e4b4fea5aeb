import type { LocalDate, Variant } from '@sinar/domain';

/** A holder of a brand's account (Sinar Kredit or Sinar Kredit-i), as the brand's own system knows them. */
export interface BrandAccountHolder {
  /** The brand system's own id of the account: 'SK00000001', 'SKI00000001'. */
  readonly holderId: string;
  readonly brand: Variant;
  /** National form: '0123456789'. */
  readonly phoneNo: string;
  /** Lower case. */
  readonly email: string;
  readonly fullName: string;
  /** The day the account was opened. */
  readonly since: LocalDate;
}

/** How a holder is looked up at the brand login tabs: by the phone number or the email they gave. */
export type BrandHolderLookup = { readonly phoneNo: string } | { readonly email: string };

export interface BrandEnrolment {
  /** Our user id, which the brand's system keeps as its reference to us. */
  readonly userId: string;
  readonly phoneNo: string;
  readonly email: string;
  readonly fullName: string;
}

/**
 * The directories of the lender's two brands' account holders. A customer logging in at a brand tab must hold that
 * brand's account ('No account of the brand', spec 000 section 8); registering under a brand opens it. Both calls
 * throw ProviderUnavailableError when the directory is down; enrol throws ProviderRejectedError when the phone number
 * or email already belongs to another holder of the brand.
 */
export interface BrandAccountDirectory {
  findHolder(brand: Variant, lookup: BrandHolderLookup): Promise<BrandAccountHolder | null>;
  /** Idempotent by user and brand: enrolling again returns the same account, with the contact details given. */
  enrol(brand: Variant, enrolment: BrandEnrolment): Promise<BrandAccountHolder>;
}
