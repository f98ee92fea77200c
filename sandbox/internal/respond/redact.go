package respond

import "regexp"

// secretSegments match the path segments that are credentials or personal
// data in the sandbox services' URLs, each kept with its marker: an
// e-billing activation link's code and unsubscribe code (sandbox/ebilling),
// the e-mail address of an unsubscribe by payable and address (the segment
// before a final /unsubscribe), an upload URI's token (sandbox/uploads) and
// a guest tender's claim token (sandbox/wallet).
var secretSegments = []*regexp.Regexp{
	regexp.MustCompile(`(/activate/)[^/]+`),
	regexp.MustCompile(`(/unsubscribe/)[^/]+`),
	regexp.MustCompile(`(/)[^/]+(/unsubscribe/?)$`),
	regexp.MustCompile(`(/upload-targets/)[^/]+`),
	regexp.MustCompile(`(/claim_tender/)[^/]+`),
}

// redacted is what a secret segment is written as.
const redacted = "[redacted]"

// LoggedPath is path as the sandbox's logs write it: every credential or
// e-mail address it carries replaced by [redacted]. Whoever reads a
// failure's log line learns the route, never a code that works.
func LoggedPath(path string) string {
	for _, re := range secretSegments {
		if re.NumSubexp() == 2 {
			path = re.ReplaceAllString(path, "${1}"+redacted+"${2}")
			continue
		}
		path = re.ReplaceAllString(path, "${1}"+redacted)
	}
	return path
}
