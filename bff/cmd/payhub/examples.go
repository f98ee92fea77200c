package main

import "net/http"

// examplesHandler serves the example county website: plain static files on
// their own origin, as a county's real website would be.
func examplesHandler(dir string) http.Handler {
	return http.FileServer(http.Dir(dir))
}
