package http

import (
	"net/url"

	"github.com/gin-gonic/gin"
)

// chatbotFrames are the origins a portal page may frame beyond the wallet
// host: the chatbot of the site the page is for (spec 000 §2 "Chatbot
// frame", §4 "Chatbot"; SHELL-44). None when the page is for no known,
// enabled site, the site has no chatbot, or its URL is not an absolute
// http(s) URL (which is logged: the frame would be refused).
func chatbotFrames(c *gin.Context, d Deps) []string {
	if d.Sites == nil || d.Clients == nil {
		return nil
	}
	client, site, ok := siteOfRequest(c, d.Clients)
	if !ok {
		return nil
	}
	st, err := d.Sites.Site(c.Request.Context(), client, site)
	if err != nil || !st.Enabled || st.Chatbot == nil || st.Chatbot.URL == "" {
		return nil
	}
	u, err := url.Parse(st.Chatbot.URL)
	if err != nil || !isOrigin(u.Scheme+"://"+u.Host) {
		logger(c).WarnContext(c.Request.Context(), "portal page: chatbot URL is not an http(s) URL; not framed",
			"client", client, "site", site)
		return nil
	}
	return []string{u.Scheme + "://" + u.Host}
}
