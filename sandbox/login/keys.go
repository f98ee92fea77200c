package login

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"fmt"
	"sync"

	jose "github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// keyBits is the RSA key size of the ID token signing key.
const keyBits = 2048

// keyring holds the RS256 key the service signs ID tokens with. The key is
// made when the first request needs it and kept in memory only, like the
// sandbox token issuer's: no private key is written to disk, a restart is
// a key rotation that relying parties pick up from the JWKS (its key id is
// new), and a sandbox that nobody signs in to never pays for the key.
type keyring struct {
	once sync.Once
	key  *signingKey
	err  error
}

// get returns the key, making it once.
func (k *keyring) get() (*signingKey, error) {
	k.once.Do(func() {
		key, err := rsa.GenerateKey(rand.Reader, keyBits)
		if err != nil {
			k.err = fmt.Errorf("login: signing key: %w", err)
			return
		}
		thumb, err := (&jose.JSONWebKey{Key: &key.PublicKey}).Thumbprint(crypto.SHA256)
		if err != nil {
			k.err = fmt.Errorf("login: key id: %w", err)
			return
		}
		k.key = &signingKey{id: base64.RawURLEncoding.EncodeToString(thumb), key: key}
	})
	return k.key, k.err
}

// signingKey is the private key with its id (the RFC 7638 thumbprint).
type signingKey struct {
	id  string
	key *rsa.PrivateKey
}

var (
	_ op.SigningKey = (*signingKey)(nil)
	_ op.Key        = publicKey{}
)

func (k *signingKey) SignatureAlgorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k *signingKey) Key() any                                    { return k.key }
func (k *signingKey) ID() string                                  { return k.id }

// public is the key as the JWKS publishes it.
func (k *signingKey) public() publicKey { return publicKey{id: k.id, key: &k.key.PublicKey} }

// publicKey is one entry of the JWKS.
type publicKey struct {
	id  string
	key *rsa.PublicKey
}

func (p publicKey) ID() string                         { return p.id }
func (p publicKey) Algorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (p publicKey) Use() string                        { return "sig" }
func (p publicKey) Key() any                           { return p.key }
