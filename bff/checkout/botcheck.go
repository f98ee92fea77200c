package checkout

import (
	"context"
	"errors"

	"github.com/payhub/payhub/bff"
	"github.com/payhub/payhub/bff/botcheck"
	"github.com/payhub/payhub/bff/texts"
)

// BotChallenge is the bot-challenge part of a money-moving command (spec
// 000 §1: check-out uses bot-challenge protection): the token the portal's
// widget obtained and the payer's address, which the HTTP layer fills in
// from the connection.
type BotChallenge struct {
	BotToken string `json:"botToken,omitempty"`
	RemoteIP string `json:"-"`
}

// botCheckKeys are the message keys of the refusals of spec 000 §8 "Bot
// challenge", by their English text.
var botCheckKeys = map[string]string{
	botcheck.MsgChallengeFailed: texts.BotChallengeFailed,
	botcheck.MsgNoPreClearance:  texts.BotNoPreClearance,
	botcheck.MsgNotInitialized:  texts.BotNotInitialized,
}

// challenge verifies the payer's bot challenge when the guest's site
// enables it, before anything reaches the cart service. A refusal is
// forbidden, with the spec's text in lang for display; it is logged with
// the code botcheck.ErrorCode. A Checkout without a site configuration
// checks nothing.
func (s *Checkout) challenge(ctx context.Context, g Guest, in BotChallenge, lang bff.Language) error {
	if s.Config == nil {
		return nil
	}
	st, err := s.Config.Site(ctx, g.Client, g.Site)
	if err != nil {
		return err
	}
	if !st.BotCheck.Enabled {
		return nil
	}
	if s.BotCheck == nil {
		err = botcheck.Refusal(botcheck.MsgNotInitialized, errors.New("checkout: no bot-challenge verifier"))
	} else {
		err = s.BotCheck.Verify(ctx, in.BotToken, in.RemoteIP)
	}
	if err == nil {
		return nil
	}
	msg := botcheck.RefusalMessage(err)
	if msg == "" {
		msg = botcheck.MsgNoPreClearance
	}
	if s.Logger != nil {
		s.Logger.WarnContext(ctx, "check-out refused by the bot challenge", "code", botcheck.ErrorCode,
			"client", g.Client, "site", g.Site, "reason", msg)
	}
	return texts.Error(bff.CodeForbidden, botCheckKeys[msg], lang, err)
}
