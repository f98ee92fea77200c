// Package forms is the BFF's side of a site's county forms (spec 000 §2
// `forms/{slug}`, spec 001 §4, §5 "Upload and signature", §7 "Uploads"):
// a form's definition in the asked language, passing a file through to the
// uploads service (its type sniffed from its content, its size capped
// while it streams), filing a form after checking it here first (VAL-58,
// VAL-59, SIG-04, SIG-05, with every message in English and Spanish), and
// a signed-in resident's filed forms (My Forms). A guest's filing answers
// its confirmation number only.
package forms
