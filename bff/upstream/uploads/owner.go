package uploads

import "strings"

// TagOwner is who created an upload, read from its source tag: the tag's
// last colon-separated part ("" for a tag without one). The service keeps
// at most a few unattached uploads per owner, so that nobody can fill its
// disk with files no filing holds.
func TagOwner(tag string) string {
	i := strings.LastIndexByte(tag, ':')
	if i < 0 {
		return ""
	}
	return tag[i+1:]
}
