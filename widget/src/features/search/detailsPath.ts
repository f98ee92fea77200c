// The encoded payable of an index-search details route (SRCH-04): the
// payable's path in base64url without padding, one URL segment whatever
// slashes the path holds (bff/checkout EncodePayablePath).

export function encodePayablePath(path: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(path)) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
