package http

import (
	"net/url"

	"github.com/gin-gonic/gin"
)

// siteFrames are the origins a portal page may frame beyond the wallet
// host, for the site the page is for: its chatbot's (spec 000 §2 "Chatbot
// frame", §4 "Chatbot"; SHELL-44), the only one lent the microphone, and
// those of its survey links for the running environment (§2 "Shell
// screens": the survey modal; SHELL-22), production's in production and
// the non-production ones elsewhere, as the portal picks them.
type siteFrames struct {
	chatbot string
	surveys []string
}

// origins are every frame origin, the chatbot's first.
func (f siteFrames) origins() []string {
	if f.chatbot == "" {
		return f.surveys
	}
	return append([]string{f.chatbot}, f.surveys...)
}

// siteFramesOf reads the frames of the site the request is for. None when
// the page is for no known, enabled site; a chatbot or survey URL that is
// not an absolute http(s) URL is left out and logged (the frame would be
// refused).
func siteFramesOf(c *gin.Context, d Deps) siteFrames {
	if d.Sites == nil || d.Clients == nil {
		return siteFrames{}
	}
	client, site, ok := siteOfRequest(c, d.Clients)
	if !ok {
		return siteFrames{}
	}
	st, err := d.Sites.SitePolicy(c.Request.Context(), client, site)
	if err != nil || !st.Enabled {
		return siteFrames{}
	}
	originOf := func(what, link string) string {
		u, err := url.Parse(link)
		if err != nil || !isOrigin(u.Scheme+"://"+u.Host) {
			logger(c).WarnContext(c.Request.Context(), "portal page: "+what+" URL is not an http(s) URL; not framed",
				"client", client, "site", site)
			return ""
		}
		return u.Scheme + "://" + u.Host
	}
	var f siteFrames
	if st.ChatbotURL != "" {
		f.chatbot = originOf("chatbot", st.ChatbotURL)
	}
	for _, link := range st.SurveysIn(d.Env) {
		if o := originOf("survey", link); o != "" {
			f.surveys = append(f.surveys, o)
		}
	}
	return f
}
