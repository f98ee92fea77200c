// Package shell builds the frame of every portal page and the home page:
// the shell and home screens (site configuration, payable sources and
// announcements), the announcement effects that take payment methods away
// from a site (ANN-10), and the footer's contact form.
package shell
