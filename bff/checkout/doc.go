// Package checkout is the guest's way to pay: search results, the cart and
// its commands, the checkout screen with its tenders, fees, limits and
// delivery section, the check-out itself (billing, bot challenge,
// delivery, receipt), PayPal, Venmo and the mobile wallets, the hand-off
// to an external checkout, and the receipt screen. It speaks to the cart,
// payables, history and wallet services through their bff/upstream
// clients, and builds its screens with bff/screen.
package checkout
