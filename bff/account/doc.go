// Package account is what a signed-in resident has beyond a guest:
// sign-in (by the login service or a host page's token), e-mail
// verification, the profile settings, saved items and past payments. It
// uses bff/checkout's views of payables and receipts, never the reverse.
package account
