/**
 * Adapters of the third-party widgets the app embeds: identity verification (KYC: ID front and back, selfie) and
 * e-signature (contract, full name, drawn signature). The production adapters wrap the providers' SDKs; the sandbox
 * ones (`identity-sandbox.tsx`, `esign-sandbox.tsx`) run without any provider. Both are lazy-loadable components with
 * these props, so the app's flows do not depend on which one is used.
 */

/** What the identity widget receives (spec §7: flow id, the profile id as client id, and metadata). */
export interface IdentityWidgetProps {
  /** `kycFlowId` from `GET /clients/kyc/:applicationId`. */
  flowId: string;
  /** The profile id. */
  clientId: string;
  metadata: IdentityMetadata;
  /** Where the photos go (the sandbox provider; a real provider's widget talks to its own servers). */
  provider: IdentityProvider;
  /** The person finished: the app sends `identityId` (PATCH identityId) and moves to documents uploaded. */
  onFinish(result: { identityId: string }): void;
  onCancel(): void;
}

/** The identity provider as the sandbox widget sees it (injected by the app's API layer). */
export interface IdentityProvider {
  /** The photos of flow `flowId` were sent: the provider finishes it and answers its identity (verification) id. */
  finish(flowId: string): Promise<{ identityId: string }>;
}

export interface IdentityMetadata {
  /** The name to match against the ID. */
  fullName: string;
  customVariables: {
    applicationSerialNumber: string;
    fullName: string;
    email: string;
    phoneNumber: string;
    curp: string;
    rfc: string;
  };
}

/** The contract as the e-signature provider shows it (the sandbox's is generated from the chosen offer). */
export interface ContractView {
  title: string;
  sections: { title: string; paragraphs: string[] }[];
  /** Rows of text cells: No., fecha, capital, interés, IVA, pago, saldo. */
  schedule: string[][];
}

/** Where the e-signature widget reads the contract and sends the signature (injected by the app's API layer). */
export interface EsignProvider {
  loadContract(): Promise<ContractView>;
  submit(signature: { fullName: string; signature: string }): Promise<void>;
}

export interface EsignWidgetProps {
  provider: EsignProvider;
  /** The signature was sent: the app polls the profile's `contractSignatureStatus`. */
  onFinish(): void;
  onCancel(): void;
}
