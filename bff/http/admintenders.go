package http

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/staffplans"
)

// staffFramesBody is POST /admin/schedpay/tender-frames: the site and the
// payer whose card or bank account staff enter (ROLE-18).
type staffFramesBody struct {
	Client string           `json:"client"`
	Site   string           `json:"site"`
	Payer  staffplans.Payer `json:"payer"`
}

// staffTenderFrames answers POST /admin/schedpay/tender-frames: the
// payer's card-input frames in adminFilling mode, for the console's page
// (this origin), as the resident's GET .../wallet/frames answers them,
// with the payer's name they show.
func (h *handlers) staffTenderFrames(c *gin.Context) {
	var body staffFramesBody
	if !bindJSON(c, &body) {
		return
	}
	v, err := h.d.StaffPlans.TenderFrames(c.Request.Context(), staffMember(c), staffplans.FramesRequest{
		Client: strings.ToLower(strings.TrimSpace(body.Client)), Site: strings.ToLower(strings.TrimSpace(body.Site)),
		Payer: body.Payer, Origin: h.pageOrigin(c), Lang: requestLanguage(c)})
	answerNoStore(c, v, err)
}

// staffTenderBody is POST /admin/schedpay/tenders: the site, the payer,
// and the tender token of a frame of staffTenderFrames with what staff
// typed beside it, as the resident's POST .../wallet/tenders takes it.
type staffTenderBody struct {
	Client string           `json:"client"`
	Site   string           `json:"site"`
	Payer  staffplans.Payer `json:"payer"`
	addTenderBody
}

// saveStaffTender answers POST /admin/schedpay/tenders (Idempotency-Key):
// 201 with the tender as POST /admin/schedpay/plans takes it. The tender
// is kept for the payer out of their wallet list (ROLE-18). The same key
// and body again answer the same tender; the key with another body is 409.
func (h *handlers) saveStaffTender(c *gin.Context) {
	key, ok := idempotencyKey(c)
	if !ok {
		return
	}
	var body staffTenderBody
	if !bindJSON(c, &body) {
		return
	}
	lang := requestLanguage(c)
	if err := body.validate(lang); err != nil {
		writeError(c, err, 0)
		return
	}
	body.Client, body.Site = strings.ToLower(strings.TrimSpace(body.Client)), strings.ToLower(strings.TrimSpace(body.Site))
	m := staffMember(c)
	h.staffOnce(c, "staff-tender", m.Subject, key, body, http.StatusCreated, func(ctx context.Context) (any, error) {
		return h.d.StaffPlans.SaveTender(ctx, m, key, staffplans.SaveTenderRequest{Client: body.Client, Site: body.Site,
			Payer: body.Payer, Token: body.Token, Type: body.Type, UserName: body.UserName,
			BillingAddress: body.BillingAddress, Lang: lang})
	})
}

// staffOnce runs a staff command once per member and idempotency key, with
// the rules of a resident's once: concurrent requests with the key and
// body wait for the first one's answer, another body gets 409, a success
// is kept for replay and a failure frees the key.
func (h *handlers) staffOnce(c *gin.Context, scope, subject, key string, in any, success int, run func(ctx context.Context) (any, error)) {
	lang := requestLanguage(c)
	canonical, err := json.Marshal(in)
	if err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
		return
	}
	sum := sha256.Sum256([]byte(scope + "\x00" + subject + "\x00" + string(canonical)))
	fingerprint := hex.EncodeToString(sum[:])
	storeKey := "staff:" + scope + ":" + subject + ":" + key
	rec, won, err := h.reserve(c.Request.Context(), storeKey, fingerprint)
	switch {
	case err != nil:
		writeError(c, bff.Wrap(err, bff.CodeUnavailable, bff.GenericMessage), 0)
		return
	case !won && refusedReplay(c, rec, fingerprint, lang):
		return
	case !won:
		c.Header("Idempotent-Replayed", "true")
		c.Data(rec.Status, "application/json; charset=utf-8", rec.Body)
		return
	}
	ctx := context.WithoutCancel(c.Request.Context())
	res, err := h.holding(ctx, c, rec, func() (any, error) { return run(ctx) })
	if err != nil {
		if rerr := h.d.Store.ReleaseIdempotent(ctx, rec.Key, rec.Holder); rerr != nil {
			logger(c).ErrorContext(ctx, "idempotency key not released", "error", rerr.Error())
		}
		writeError(c, err, 0)
		return
	}
	raw, err := json.Marshal(res)
	if err != nil {
		writeError(c, bff.Wrap(err, bff.CodeInternal, bff.GenericMessage), 0)
		return
	}
	h.complete(ctx, c, rec, success, raw)
	c.Data(success, "application/json; charset=utf-8", raw)
}
