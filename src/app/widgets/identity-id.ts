/** The identity id the sandbox identity widget finishes with (the real provider returns its own verification id). */
export function sandboxIdentityId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `idv_sandbox_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
