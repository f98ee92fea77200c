package http

import (
	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
)

// A server may be built without some collaborators: a side feature whose
// upstream is not configured, or a test that builds only what it
// exercises. The routes of such a feature answer 503 unavailable, each
// feature with its own message, before any handler runs. This file is that
// one guard; which collaborators each feature needs is missingFeatures.

// feature names a group of routes that need collaborators from Deps.
type feature int

// The features that a server may lack.
const (
	featureCheckout feature = iota
	featureWallets
	featureDelivery
	featureHandoff
	featureContact
	featureDiagnostics
	featureHostAuth
	featureSignIn
	featurePaymentHistory
	featureSavedItems
	featureProfile
	featureVerification
	featureSavedTenders
	featureSchedules
	featureOwnership
	featureEbilling
	featureForms
	featureBulk
	featureStaff
	featureStaffPlans
)

// missingFeatures is the 503 error of every feature whose collaborators
// the server was built without. Deps never change after New, so it is read
// once.
func (h *handlers) missingFeatures() map[feature]error {
	d, sessions := h.d, h.guests != nil
	needs := []struct {
		f       feature
		present bool
		message string
	}{
		{featureCheckout, d.Checkout != nil && sessions, "Checkout is not available."},
		{featureWallets, d.Wallets != nil, "This payment method is not available."},
		{featureDelivery, d.Delivery != nil, "Delivery is not available."},
		{featureHandoff, d.Handoff != nil, "The external checkout is not available."},
		{featureContact, d.Contact != nil, "The contact form is not available."},
		{featureDiagnostics, d.Diagnostics != nil, "Diagnostics are not available."},
		{featureHostAuth, d.HostAuth != nil && d.Sites != nil && sessions, "Sign-in from this website is not available."},
		{featureSignIn, d.SignIn != nil && sessions, "Sign-in is not available."},
		{featurePaymentHistory, d.History != nil && sessions, "Past payments are not available."},
		{featureSavedItems, d.SavedItems != nil && sessions, "Saved items are not available."},
		{featureProfile, d.Profile != nil && sessions, "Your settings are not available."},
		{featureVerification, d.Verification != nil && sessions, "E-mail verification is not available."},
		{featureSavedTenders, d.SavedTenders != nil && d.Sites != nil && sessions, "Saved payment methods are not available."},
		{featureSchedules, d.Schedules != nil && d.Sites != nil && sessions, "Scheduled payments are not available."},
		{featureOwnership, d.Ownership != nil && d.Sites != nil && sessions, "Ownership verification is not available."},
		{featureEbilling, d.Ebilling != nil && d.Sites != nil && sessions, "E-billing is not available."},
		{featureForms, d.Forms != nil && d.Sites != nil && sessions, "Forms are not available."},
		{featureBulk, d.Bulk != nil && d.Sites != nil && sessions, "Bulk add is not available."},
		{featureStaff, d.Staff != nil && d.Store != nil, "The staff console is not available."},
		{featureStaffPlans, d.StaffPlans != nil, "Scheduled payments are not available in the staff console."},
	}
	missing := map[feature]error{}
	for _, n := range needs {
		if !n.present {
			missing[n.f] = bff.Errorf(bff.CodeUnavailable, "%s", n.message)
		}
	}
	return missing
}

// available reports whether the server has f's collaborators, else
// answers 503 with f's message.
func (h *handlers) available(c *gin.Context, f feature) bool {
	if err := h.missing[f]; err != nil {
		writeError(c, err, 0)
		return false
	}
	return true
}

// requires is available before the handlers of f's routes.
func (h *handlers) requires(f feature) gin.HandlerFunc {
	return func(c *gin.Context) {
		if h.available(c, f) {
			c.Next()
		}
	}
}
