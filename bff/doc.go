// Package bff holds PayHub's domain vocabulary for the backend-for-frontend:
// the error codes shared end to end, the deployment environment, money
// (Cents and the one amount grammar, ParseAmount), the card-number reader
// that refuses and masks card numbers where none belongs, and the store
// interface that sessions, cache, rate limits and idempotency records live
// behind. It knows nothing of gin, Redis or SQLite; adapters do.
package bff
